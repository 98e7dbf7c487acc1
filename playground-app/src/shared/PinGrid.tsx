/**
 * Every pin grid of the site (§2 grid surfaces): Masonry + PinCard + impressions + the save target
 * + the entity store. A page gives it the surface name and a page fetcher; nothing else copies this.
 *
 * - Feed: paged by bookmark through useFeedResource (the resource-fetch machine, §4).
 * - Store: every pin that arrives goes into the entity store; cards read it (a save anywhere shows
 *   everywhere).
 * - Back: the items and the scroll position are kept per history entry (feedCache), so Back to a
 *   grid shows it as it was, where it was, without a request.
 * - First screen: a grid whose first page came with the document (app/firstScreen.tsx, the page the
 *   server rendered) shows it in its first render, at the width the server laid it out at.
 * - Phones: below the md breakpoint the grid has at least 2 flexible columns (not one 236 px column).
 * - Send: a logged-in viewer's cards have Send, which opens the site's one picker (SendPin.tsx).
 */
import { isMalformedPin, type Page } from '@tessera/api';
import {
  type FeedPage,
  GRID_SURFACES,
  type GridSurface,
  type GridSurfaceName,
  type ItemImpression,
  Masonry,
  resolveGeometry,
  useFeedResource,
  useItemImpressions,
} from '@tessera/masonry';
import { MasonryFrame } from '@tessera/masonry/frame';
import { EVENT_TYPE, type Pin, UNAVAILABLE_PIN_CARD_HEIGHT } from '@tessera/model';
import { type CardFeedbackActions, getPinCardHeight, PinCard } from '@tessera/pin-card';
import { Button, useVideoAutoplay, VideoAutoplayProvider } from '@tessera/ui';
import {
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigationType } from 'react-router';
import styled from 'styled-components';
import { useAppLogger, useReceivedPins } from '../app/entityStore.tsx';
import {
  type FirstScreen,
  feedId,
  firstPageOf,
  useFirstScreen,
  useRememberGridWidth,
} from '../app/firstScreen.tsx';
import { useImpressionsPaused } from '../app/ImpressionPause.tsx';
import { useAppSaveTarget } from '../app/saveTarget.tsx';
import { useSession } from '../app/session.ts';
import { useLoggedOutUpsells } from '../app/upsells.ts';
import { useVisitorTrail } from '../app/visitorTrail.ts';
import { cachedFeed, cacheFeed } from './feedCache.ts';
import { useSendPin } from './SendPin.tsx';
import { SITE_TEXT } from './siteText.ts';
import { usePhone } from './usePhone.ts';
import { useEditSave, useFeedbackActions, useLoginPrompt, useOutboundOptions } from './usePinActions.ts';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.color.textSubtle};
`;

/**
 * The grid in Tessera's look (MasonryFrame: rounded items, the theme's focus ring), with no scroll
 * anchoring inside it: its items are absolutely placed and come and go as the page scrolls, and
 * Chrome, anchoring on one that moves, would jump the page (seen when a card's Open is clicked: the
 * page jumped 755 px before the next page rendered).
 */
const GridBox = styled(MasonryFrame)`
  overflow-anchor: none;
`;

const pinKey = (pin: Pin) => pin.id;

/** A surface's grid (§2): on a phone at least 2 flexible columns, not one 236 px column. */
export function gridGeometry(surface: GridSurfaceName, phone: boolean): GridSurface {
  return phone ? { ...GRID_SURFACES[surface], minColumns: 2, flexible: true } : GRID_SURFACES[surface];
}

/**
 * The column width (px) a surface's cards are drawn at in a grid `gridWidth` px wide: the first
 * screen's LCP image is the first card's at this width (entry-server.tsx preloads it).
 */
export function gridCardWidth(surface: GridSurfaceName, phone: boolean, gridWidth: number): number {
  return resolveGeometry({ containerWidth: gridWidth, ...gridGeometry(surface, phone) }).columnWidth;
}

/** Frames the grid waits for the page to grow tall enough to restore the scroll position. */
const RESTORE_FRAMES = 30;

/**
 * Each pin's impression (§4: milestones 0/50/80/100 % past the §9 143 px cutoffs, and how long it
 * lasted) is logged as an impression event (§7 event type 18), batched by the event logger.
 */
function usePinImpressions(pins: readonly Pin[], surface: GridSurfaceName) {
  const paused = useImpressionsPaused();
  const logger = useAppLogger();
  const onItemImpression = useCallback(
    ({ item, report }: ItemImpression<Pin>) => {
      logger.log({
        event_type: EVENT_TYPE.codes.IMPRESSION,
        object_id_str: item.id,
        event_data: {
          milestones: report.milestones,
          duration_ms: report.durationMs,
          reason: report.reason,
          surface,
        },
      });
    },
    [logger, surface],
  );
  return useItemImpressions({ items: pins, getItemKey: pinKey, onItemImpression, paused });
}

export interface PinGridProps {
  /** The §2 grid surface this grid is. */
  surface: GridSurfaceName;
  /** The feed's accessible name (role="feed"). */
  ariaLabel: string;
  /** One page of pins: `bookmark` null for the first, else the previous page's bookmark. */
  fetchPage: (bookmark: string | null) => Promise<Page<Pin>>;
  /**
   * Names this feed within its page (e.g. `related:${pinId}`): with the history entry it keys the
   * kept items and scroll position. A new key starts a new feed.
   */
  feedKey: string;
  /** Shown when the feed has no pins at all. */
  emptyState?: ReactNode;
  /**
   * Muted autoplay of the video cards while half on screen (§4: one organic video plays at a time,
   * through the page's VideoAutoplayProvider, or the grid's own when the page has none).
   */
  autoplayVideo?: boolean;
  /**
   * Selection mode (e.g. a board's organise mode, §3 bulk actions): each card is a checkbox named
   * `label(pin)` over the whole card, and the card is a selection surface (no action bar, no footer,
   * §4/§5 selectable and bulk edit; its own links inert). Pressing the card toggles it.
   */
  selection?: GridSelection;
  /** Pins the page took away (moved or deleted) and no longer shows; the feed keeps them. */
  hiddenIds?: ReadonlySet<string>;
  /** Told the feed's pins whenever they change (e.g. a page's select all). */
  onItems?: (pins: readonly Pin[]) => void;
  /**
   * The page's own feedback calls, over the site's (e.g. the notifications page hides a news pin
   * with §7 PUT /v3/news_hub/{newsId}/pin/{pinId}/hide/ rather than PinFeedbackResource).
   */
  feedbackActions?: CardFeedbackActions;
  /**
   * Say "You have seen every pin." after the last page (default true). A grid of a few pins inside
   * another view (a notification's, a message's) has no end to announce.
   */
  endNotice?: boolean;
}

export interface GridSelection {
  selected: ReadonlySet<string>;
  onToggle: (pin: Pin) => void;
  label: (pin: Pin) => string;
}

const SELECTION_SURFACE = { selectable: true, bulkEdit: true } as const;

const Selectable = styled.div`
  position: relative;
`;

/** The whole card is the checkbox's label; the box itself sits in the top corner. */
const SelectLabel = styled.label<{ $checked: boolean }>`
  position: absolute;
  inset: 0;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md}px;
  box-shadow: ${({ $checked, theme }) => ($checked ? `inset 0 0 0 4px ${theme.color.focusRing}` : 'none')};
  input {
    position: absolute;
    top: ${({ theme }) => theme.space[2]}px;
    inset-inline-start: ${({ theme }) => theme.space[2]}px;
    width: 24px;
    height: 24px;
    margin: 0;
    cursor: pointer;
    accent-color: ${({ theme }) => theme.color.selected};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Keeps the feed's pages (as the resource-fetch machine appends them) and the scroll position in the
 * feed cache, and answers the first page from it when this history entry was shown before. A grid of
 * the document's first screen (app/firstScreen.tsx) starts with that page instead, in its first
 * render and without a request; the page then becomes the entry's kept page, and no other grid
 * takes it.
 */
function useCachedFetch(
  cacheKey: string,
  fetchPage: PinGridProps['fetchPage'],
  screen: FirstScreen | null,
  screenFeedId: string,
) {
  const restoring = useRef(cachedFeed(cacheKey));
  const [firstPage] = useState(() => (restoring.current ? undefined : screen?.feeds.get(screenFeedId)));
  useEffect(() => {
    if (!firstPage) return;
    screen?.feeds.delete(screenFeedId);
    if (!cachedFeed(cacheKey)) cacheFeed(cacheKey, { ...firstPage, scrollY: 0 });
  }, [firstPage, screen, screenFeedId, cacheKey]);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const fetch = useCallback(
    async (bookmark: string | null): Promise<FeedPage<Pin>> => {
      const kept = restoring.current;
      if (bookmark === null && kept) {
        restoring.current = undefined;
        return { items: kept.items, bookmark: kept.bookmark };
      }
      const page = await fetchRef.current(bookmark);
      const before = bookmark === null ? undefined : cachedFeed(cacheKey);
      cacheFeed(cacheKey, {
        items: [...(before?.items ?? []), ...page.items],
        bookmark: page.bookmark,
        scrollY: before?.scrollY ?? 0,
      });
      return { items: page.items, bookmark: page.bookmark };
    },
    [cacheKey],
  );
  return { fetch, firstPage, restoredScrollY: restoring.current?.scrollY ?? null };
}

/** Records the scroll position in the cache while shown; on Back, scrolls to where it was once the items are in. */
function useKeptScroll(cacheKey: string, restoredScrollY: number | null, itemsIn: boolean) {
  const navigationType = useNavigationType();
  const boxRef = useRef<HTMLDivElement>(null);
  const restore = useRef(navigationType === 'POP' ? restoredScrollY : null);
  // While the next page loads React may hide this grid (display: none, a suspended transition) and
  // the browser clamps the scroll of the shorter page: that scroll is not this grid's, so only a
  // scroll while the grid is shown counts. A layout effect, so the listener leaves with the grid.
  useLayoutEffect(() => {
    const onScroll = () => {
      const kept = cachedFeed(cacheKey);
      const shown = (boxRef.current?.getClientRects().length ?? 0) > 0;
      if (kept && shown) kept.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [cacheKey]);
  useEffect(() => {
    const target = restore.current;
    if (!itemsIn || target === null) return;
    restore.current = null;
    let frames = 0;
    let frame = 0;
    const step = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= target || frames >= RESTORE_FRAMES) {
        window.scrollTo(0, target);
        return;
      }
      frames += 1;
      frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
  }, [itemsIn]);
  return boxRef;
}

function PinGridFeed({
  surface,
  ariaLabel,
  fetchPage,
  emptyState,
  cacheKey,
  screen,
  screenFeedId,
  autoplayVideo = false,
  selection,
  hiddenIds,
  onItems,
  feedbackActions: pageFeedbackActions,
  endNotice = true,
}: Omit<PinGridProps, 'feedKey'> & { cacheKey: string; screen: FirstScreen | null; screenFeedId: string }) {
  const session = useSession();
  const outbound = useOutboundOptions();
  const siteFeedbackActions = useFeedbackActions();
  const feedbackActions = useMemo(
    () => ({ ...siteFeedbackActions, ...pageFeedbackActions }),
    [siteFeedbackActions, pageFeedbackActions],
  );
  const send = useSendPin();
  const loginPrompt = useLoginPrompt();
  const onEditSave = useEditSave();
  const saveOptions = useMemo(() => ({ onEditSave }), [onEditSave]);
  const onClickthrough = useVisitorTrail();
  const upsells = useLoggedOutUpsells();
  const phone = usePhone();
  const { fetch, firstPage, restoredScrollY } = useCachedFetch(cacheKey, fetchPage, screen, screenFeedId);
  const feed = useFeedResource(fetch, { firstPage });
  useReceivedPins(feed.items);
  useEffect(() => onItems?.(feed.items), [onItems, feed.items]);
  const shownItems = useMemo(
    () => (hiddenIds?.size ? feed.items.filter((pin) => !hiddenIds.has(pin.id)) : feed.items),
    [feed.items, hiddenIds],
  );
  const boxRef = useKeptScroll(cacheKey, restoredScrollY, feed.items.length > 0);
  // The width the server lays this grid out at next time (a grid that was a first screen only).
  useRememberGridWidth(boxRef, firstPage !== undefined, phone);
  const saveTarget = useAppSaveTarget();
  const onViewport = usePinImpressions(feed.items, surface);
  const geometry = gridGeometry(surface, phone);
  // What the card's layout depends on, the same for its slot height and the card itself (a
  // logged-out visitor's or a bot's card is not a logged-in one's).
  const cardOptions = useMemo(
    () => ({
      visitor: session.visitor,
      ...(session.viewer ? { viewer: { id: session.viewer.id } } : {}),
      ...(selection ? { surface: SELECTION_SURFACE } : {}),
    }),
    [session.visitor, session.viewer, selection],
  );

  return (
    <GridBox ref={boxRef}>
      <Masonry<Pin>
        // Selection changes every card's height (no footer): a new layout, not the kept one.
        key={selection ? 'selecting' : 'viewing'}
        {...geometry}
        ariaLabel={ariaLabel}
        items={shownItems}
        getItemKey={pinKey}
        getItemHeight={(pin, width) =>
          isMalformedPin(pin) ? UNAVAILABLE_PIN_CARD_HEIGHT : getPinCardHeight(pin, width, cardOptions)
        }
        renderItem={({ item, index, width }) => {
          const card = (
            <PinCard
              pin={item}
              columnWidth={width}
              // The first screen's first card is its largest image (LCP), which the page preloads:
              // never lazy (a lazy image waits for layout before it is even asked for).
              {...(firstPage && index === 0 ? { imageLoading: 'eager' as const } : {})}
              {...cardOptions}
              desktop={!phone}
              autoplayVideo={autoplayVideo}
              saveTarget={saveTarget}
              saveOptions={saveOptions}
              unavailable={isMalformedPin(item) ? {} : null}
              onLoginPrompt={loginPrompt}
              {...(upsells.onSignupUpsell ? { onSignupUpsell: upsells.onSignupUpsell } : {})}
              {...(upsells.appUpsellFor ? { appUpsell: upsells.appUpsellFor(item) } : {})}
              outbound={outbound}
              {...(onClickthrough ? { onClickthrough } : {})}
              {...feedbackActions}
              {...(send.onSend ? { onSend: send.onSend } : {})}
            />
          );
          if (!selection) return card;
          const checked = selection.selected.has(item.id);
          return (
            <Selectable>
              <div inert>{card}</div>
              <SelectLabel $checked={checked}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => selection.onToggle(item)}
                  aria-label={selection.label(item)}
                />
              </SelectLabel>
            </Selectable>
          );
        }}
        hasMore={feed.hasMore}
        loading={feed.status === 'loading'}
        onLoadMore={feed.loadMore}
        onViewport={onViewport}
        {...(firstPage && screen?.gridWidth ? { initialWidth: screen.gridWidth } : {})}
        {...(emptyState ? { emptyState } : {})}
      />
      {feed.status === 'error' && (
        <Notice role="alert">
          <p>{SITE_TEXT.feedFailed(feed.error instanceof Error ? feed.error.message : String(feed.error))}</p>
          <Button variant="secondary" onPress={feed.retry}>
            {SITE_TEXT.retry}
          </Button>
        </Notice>
      )}
      {endNotice && feed.status === 'end' && feed.items.length > 0 && <Notice>{SITE_TEXT.feedEnd}</Notice>}
      {send.dialog}
    </GridBox>
  );
}

/**
 * The history entry a grid belongs to: react-router's location.key, kept while only the hash
 * changes (the closeup's #imgViewer is a history entry of its own, but the same page).
 */
function useEntryKey(): string {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const entry = useRef({ path, key: location.key });
  if (entry.current.path !== path) entry.current = { path, key: location.key };
  return entry.current.key;
}

/** §4 video autoplay: the coordinator above (the page's), else one for this grid. */
function AutoplayScope({ children }: { children: ReactNode }) {
  return useVideoAutoplay() ? children : <VideoAutoplayProvider>{children}</VideoAutoplayProvider>;
}

export function PinGrid({ feedKey, ...props }: PinGridProps) {
  const cacheKey = `${useEntryKey()}:${props.surface}:${feedKey}`;
  const { pathname, search } = useLocation();
  const firstScreen = useFirstScreen();
  const screen = firstScreen?.path === `${pathname}${search}` ? firstScreen : null;
  const screenFeedId = feedId(props.surface, feedKey);
  // The first screen of a page the server paints: this grid's first page is read during the render
  // (the server's, and the browser's first one over it), so the markup has its cards.
  if (screen?.collect && !screen.feeds.has(screenFeedId)) {
    use(firstPageOf(screen, screenFeedId, () => props.fetchPage(null)));
  }
  const grid = (
    <PinGridFeed key={cacheKey} cacheKey={cacheKey} screen={screen} screenFeedId={screenFeedId} {...props} />
  );
  return props.autoplayVideo ? <AutoplayScope>{grid}</AutoplayScope> : grid;
}
