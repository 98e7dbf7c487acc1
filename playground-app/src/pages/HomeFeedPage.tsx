import { createEventLogger, useApi } from '@tessera/api';
import { GRID_SURFACES, type ItemImpression, Masonry, useItemImpressions } from '@tessera/masonry';
import { type Board, EVENT_TYPE, type Pin } from '@tessera/model';
import { getPinCardHeight, PinCard } from '@tessera/pin-card';
import { Button } from '@tessera/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useImpressionsPaused } from '../app/ImpressionPause.tsx';
import { useHomefeed } from './useHomefeed.ts';

const VisuallyHidden = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** The board a hover Save goes to: the viewer's most recently used board (§7 sort last_pinned_to). */
function useSaveTarget(): Board | null {
  const api = useApi();
  const [board, setBoard] = useState<Board | null>(null);
  useEffect(() => {
    let live = true;
    api
      .getBoards({ sort: 'last_pinned_to' })
      .then((boards) => {
        if (live) setBoard(boards[0] ?? null);
      })
      // Without boards the Save button saves to the profile (§4), so a failure here loses nothing.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return board;
}

const pinKey = (pin: Pin) => pin.id;

/**
 * Each pin's impression (§4: milestones 0/50/80/100 % past the §9 143 px cutoffs, and how long it
 * lasted) is logged as an impression event (§7 event type 18), batched by the event logger.
 */
function usePinImpressions(pins: readonly Pin[]) {
  const api = useApi();
  const paused = useImpressionsPaused();
  const logger = useMemo(() => createEventLogger({ send: (events) => api.logEvents(events) }), [api]);
  useEffect(() => () => void logger.flush(), [logger]);
  const onItemImpression = useCallback(
    ({ item, report }: ItemImpression<Pin>) => {
      logger.log({
        event_type: EVENT_TYPE.codes.IMPRESSION,
        object_id_str: item.id,
        event_data: { milestones: report.milestones, duration_ms: report.durationMs, reason: report.reason },
      });
    },
    [logger],
  );
  return useItemImpressions({ items: pins, getItemKey: pinKey, onItemImpression, paused });
}

export function HomeFeedPage() {
  const api = useApi();
  const feed = useHomefeed();
  const saveTarget = useSaveTarget();
  const onViewport = usePinImpressions(feed.items);

  return (
    <>
      <VisuallyHidden>Home feed</VisuallyHidden>
      <Masonry<Pin>
        {...GRID_SURFACES.AuthHomefeed}
        ariaLabel="Home feed"
        items={feed.items}
        getItemKey={pinKey}
        getItemHeight={(pin, width) => getPinCardHeight(pin, width)}
        renderItem={({ item, width }) => (
          <PinCard
            pin={item}
            columnWidth={width}
            saveTarget={saveTarget ? { id: saveTarget.id, name: saveTarget.name } : null}
            onSave={({ pin, board }) => api.repin({ pinId: pin.id, ...(board ? { boardId: board.id } : {}) })}
            onUnsave={({ pin, boardId }) => api.deletePin({ pinId: pin.id, ...(boardId ? { boardId } : {}) })}
          />
        )}
        hasMore={feed.hasMore}
        loading={feed.status === 'loading'}
        onLoadMore={feed.loadMore}
        onViewport={onViewport}
      />
      {feed.status === 'error' && (
        <Notice role="alert">
          <p>
            The feed could not load: {feed.error instanceof Error ? feed.error.message : String(feed.error)}
          </p>
          <Button variant="secondary" onPress={feed.retry}>
            Try again
          </Button>
        </Notice>
      )}
      {feed.status === 'end' && feed.items.length > 0 && <Notice>You have seen every pin.</Notice>}
    </>
  );
}
