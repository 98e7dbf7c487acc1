/**
 * The notifications page (§2 /notifications/…): the viewer's news, newest first as the server gives
 * it, paged with Show more. Each notification says what happened and who did it (their profiles),
 * marks the unread ones, and shows its pins in a NewsPage grid. Hiding a pin there is §7's news hub
 * hide: optimistic through the entity store (the pin leaves the grid at once), rolled back with a
 * message when the server refuses, and undone from the toast (§7 …/undo/).
 */
import { type NewsItem, type Page, useApi, useEntity } from '@tessera/api';
import { buildPath, hideText, labels, messages, type Pin } from '@tessera/model';
import type { CardFeedbackActions } from '@tessera/pin-card';
import { Avatar, Button, Link, useToaster } from '@tessera/ui';
import { useCallback, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useEntityActions } from '../../app/entityStore.tsx';
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

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
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

const Unread = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Actors = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
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

function NewsEntry({ news, hide }: { news: NewsItem; hide: HideNewsPin }) {
  const headingId = useId();
  const date = shortDate(news.created_at);
  const hiddenIds = useHiddenIds(news.pins);
  const fetchPage = useCallback(async () => ({ items: news.pins, bookmark: null }), [news.pins]);
  const feedbackActions = useMemo<CardFeedbackActions>(
    () => ({ onHide: ({ pin }) => hide(news, pin) }),
    [hide, news],
  );
  return (
    <Entry aria-labelledby={headingId}>
      <EntryHeader>
        <h2 id={headingId}>{news.text}</h2>
        {news.unread ? <Unread>{NOTIFICATIONS_TEXT.unread}</Unread> : null}
        {date ? <time dateTime={news.created_at}>{date}</time> : null}
      </EntryHeader>
      {news.actors.length > 0 ? (
        <Actors>
          {news.actors.map((actor) => (
            <li key={actor.id}>
              <Avatar
                name={userName(actor)}
                {...(actor.image_medium_url ? { src: actor.image_medium_url } : {})}
              />
              <Link href={buildPath('profile', { username: actor.username })}>{userName(actor)}</Link>
            </li>
          ))}
        </Actors>
      ) : null}
      {news.pins.length > 0 ? (
        <PinGrid
          surface="NewsPage"
          ariaLabel={NOTIFICATIONS_TEXT.pins(news.text, date)}
          feedKey={`news:${news.id}`}
          fetchPage={fetchPage}
          hiddenIds={hiddenIds}
          feedbackActions={feedbackActions}
          endNotice={false}
        />
      ) : null}
    </Entry>
  );
}

export function NotificationsPage({ news }: { news: Page<NewsItem> }) {
  const api = useApi();
  const toaster = useToaster();
  const hide = useHideNewsPin();
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
