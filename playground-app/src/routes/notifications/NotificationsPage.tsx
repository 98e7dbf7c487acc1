/**
 * The notifications page (§2 /notifications/…): the viewer's news, newest first as the server gives
 * it, paged with Show more. Opening it marks the news seen on the server (issue 30), so the header's
 * count clears everywhere and stays cleared after a reload; the ones that were new keep their New
 * mark for this visit. Each notification is a compact row: who did it (their avatar and profile, or
 * the site for pins picked for the viewer), what happened, when, and a strip of its pins' thumbnails
 * that open them; Show Pins opens its NewsPage grid, where a pin can be sent or hidden. Hiding a pin
 * there is §7's news hub hide: optimistic through the entity store (the pin leaves the grid at once),
 * rolled back with a message when the server refuses, and undone from the toast (§7 …/undo/).
 */
import { type NewsItem, type Page, useApi, useEntity } from '@tessera/api';
import { buildPath, hideText, labels, messages, type Pin } from '@tessera/model';
import type { CardFeedbackActions } from '@tessera/pin-card';
import { Avatar, Button, Link, useToaster } from '@tessera/ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useEntityActions } from '../../app/entityStore.tsx';
import { useNewsSeen } from '../../app/layouts/header/useHeaderCounts.ts';
import { shortDate } from '../../shared/dates.ts';
import { Notice } from '../../shared/Notice.ts';
import { userName } from '../../shared/PeopleList.tsx';
import { PinGrid } from '../../shared/PinGrid.tsx';
import { NOTIFICATIONS_TEXT } from './notificationsText.ts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 1200px;
  margin: 0 auto;
  h1 {
    margin: ${({ theme }) => theme.space[4]}px 0 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    text-align: center;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** One notification: who, then what and when with its strip of pins. */
const Entry = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-inline-size: 0;
`;

const EntryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md}px;
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

const Credit = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  overflow-wrap: anywhere;
`;

/** The site's own mark where the site, not a person, did it (pins picked for the viewer). */
const SiteMark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.space[8]}px;
  block-size: ${({ theme }) => theme.space[8]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The strip of a notification's pins: small square thumbnails, each a link to the pin. */
const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
  img {
    display: block;
    inline-size: ${({ theme }) => theme.space[8] + theme.space[4]}px;
    block-size: ${({ theme }) => theme.space[8] + theme.space[4]}px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: ${({ theme }) => theme.color.secondary};
  }
`;

const Unread = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

type HideNewsPin = (news: NewsItem, pin: Pin) => Promise<void>;

/**
 * §7 news hub hide and its undo through the `hideNewsPin` intent (the pin's feedback `hidden`:
 * written first, rolled back when refused, resent after a lost answer); this hook says so in toasts.
 */
function useHideNewsPin(): HideNewsPin {
  const actions = useEntityActions();
  const toaster = useToaster();
  return useCallback(
    async (news, pin) => {
      const setHidden = (hidden: boolean) => actions.hideNewsPin(news.id, pin, hidden);
      try {
        await setHidden(true);
      } catch {
        toaster.show({ text: NOTIFICATIONS_TEXT.hideFailed });
        return;
      }
      toaster.show({
        text: `${messages.pinHiddenTitle}. ${hideText(pin)}`,
        action: {
          label: labels.undo,
          onPress: () =>
            void setHidden(false).catch(() => toaster.show({ text: NOTIFICATIONS_TEXT.undoFailed })),
        },
      });
    },
    [actions, toaster],
  );
}

/** The ids (space-separated, so the selection compares by value) of `pins` the viewer hid. */
function useHiddenIds(pins: readonly Pin[]): ReadonlySet<string> {
  const hidden = useEntity((state) =>
    pins
      .filter((pin) => state.pinFeedback[pin.id]?.kind === 'hidden')
      .map((pin) => pin.id)
      .join(' '),
  );
  return useMemo(() => new Set(hidden ? hidden.split(' ') : []), [hidden]);
}

/** A pin's thumbnail in the strip: its square image (§3 136x136), else its 236x. */
const thumbnailOf = (pin: Pin) => pin.images['136x136']?.url ?? pin.images['236x']?.url;

function NewsEntry({ news, hide }: { news: NewsItem; hide: HideNewsPin }) {
  const headingId = useId();
  const gridId = useId();
  const [open, setOpen] = useState(false);
  const date = shortDate(news.created_at);
  const hiddenIds = useHiddenIds(news.pins);
  const fetchPage = useCallback(async () => ({ items: news.pins, bookmark: null }), [news.pins]);
  const feedbackActions = useMemo<CardFeedbackActions>(
    () => ({ onHide: ({ pin }) => hide(news, pin) }),
    [hide, news],
  );
  const shown = news.pins.filter((pin) => !hiddenIds.has(pin.id));
  const [first] = news.actors;
  return (
    <Entry aria-labelledby={headingId}>
      {first ? (
        <Avatar
          name={userName(first)}
          size="md"
          {...(first.image_medium_url ? { src: first.image_medium_url } : {})}
        />
      ) : (
        <SiteMark aria-hidden="true">{NOTIFICATIONS_TEXT.siteInitial}</SiteMark>
      )}
      <Body>
        <EntryHeader>
          <h2 id={headingId}>{news.text}</h2>
          {news.unread ? <Unread>{NOTIFICATIONS_TEXT.unread}</Unread> : null}
          {date ? <time dateTime={news.created_at}>{date}</time> : null}
        </EntryHeader>
        <Credit>
          {news.actors.length > 0
            ? news.actors.map((actor, index) => (
                <span key={actor.id}>
                  {index > 0 ? ', ' : null}
                  <Link href={buildPath('profile', { username: actor.username })}>{userName(actor)}</Link>
                </span>
              ))
            : NOTIFICATIONS_TEXT.bySite}
        </Credit>
        {shown.length > 0 ? (
          <Thumbs aria-label={NOTIFICATIONS_TEXT.pins(news.text, date)}>
            {shown.map((pin) => (
              <li key={pin.id}>
                <Link href={buildPath('pin', { id: pin.id })}>
                  <img src={thumbnailOf(pin)} alt={NOTIFICATIONS_TEXT.pinThumbnail(pin)} loading="lazy" />
                </Link>
              </li>
            ))}
          </Thumbs>
        ) : null}
        {news.pins.length > 0 ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open}
              aria-controls={open ? gridId : undefined}
              onPress={() => setOpen((was) => !was)}
            >
              {open ? NOTIFICATIONS_TEXT.hidePins : NOTIFICATIONS_TEXT.showPins}
            </Button>
          </div>
        ) : null}
        {open ? (
          <div id={gridId}>
            <PinGrid
              surface="NewsPage"
              ariaLabel={NOTIFICATIONS_TEXT.grid(news.text, date)}
              feedKey={`news:${news.id}`}
              fetchPage={fetchPage}
              hiddenIds={hiddenIds}
              feedbackActions={feedbackActions}
              endNotice={false}
            />
          </div>
        ) : null}
      </Body>
    </Entry>
  );
}

/**
 * Once per visit of the page: the server marks the viewer's news seen, then the header's count
 * clears (a failure leaves the count as it was: the news stays new for the next visit).
 */
function useMarkSeen() {
  const api = useApi();
  const newsSeen = useNewsSeen();
  useEffect(() => {
    let live = true;
    api
      .markNewsSeen()
      .then(() => {
        if (live) newsSeen();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, newsSeen]);
}

export function NotificationsPage({ news }: { news: Page<NewsItem> }) {
  const api = useApi();
  const toaster = useToaster();
  const hide = useHideNewsPin();
  useMarkSeen();
  const [page, setPage] = useState(news);
  const [shown, setShown] = useState(news);
  const [loading, setLoading] = useState(false);
  // The loader read again (the page opened anew): start from its answer.
  if (shown !== news) {
    setShown(news);
    setPage(news);
  }
  const more = async () => {
    setLoading(true);
    try {
      const next = await api.getNews({}, page.bookmark);
      setPage({ items: [...page.items, ...next.items], bookmark: next.bookmark });
    } catch {
      toaster.show({ text: NOTIFICATIONS_TEXT.moreFailed });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Wrapper>
      <h1>{NOTIFICATIONS_TEXT.heading}</h1>
      {page.items.length === 0 ? (
        <Notice>{NOTIFICATIONS_TEXT.empty}</Notice>
      ) : (
        <List aria-label={NOTIFICATIONS_TEXT.list}>
          {page.items.map((item) => (
            <NewsEntry key={item.id} news={item} hide={hide} />
          ))}
        </List>
      )}
      {page.bookmark ? (
        <Centre>
          <Button variant="secondary" onPress={() => void more()} busy={loading}>
            {NOTIFICATIONS_TEXT.showMore}
          </Button>
        </Centre>
      ) : null}
    </Wrapper>
  );
}
