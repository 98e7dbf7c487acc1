import { createEventLogger, isMalformedPin, useApi } from '@tessera/api';
import { GRID_SURFACES, type ItemImpression, Masonry, useItemImpressions } from '@tessera/masonry';
import { EVENT_TYPE, type Pin, UNAVAILABLE_PIN_CARD_HEIGHT } from '@tessera/model';
import { getPinCardHeight, PinCard } from '@tessera/pin-card';
import { Button } from '@tessera/ui';
import { useCallback, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { CardRouter, useReceivedPins, useSaveTarget } from '../app/entityStore.tsx';
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
  const feed = useHomefeed();
  useReceivedPins(feed.items);
  const saveTarget = useSaveTarget();
  const onViewport = usePinImpressions(feed.items);

  return (
    <>
      <VisuallyHidden>Home feed</VisuallyHidden>
      <CardRouter>
        <Masonry<Pin>
          {...GRID_SURFACES.AuthHomefeed}
          ariaLabel="Home feed"
          items={feed.items}
          getItemKey={pinKey}
          getItemHeight={(pin, width) =>
            isMalformedPin(pin) ? UNAVAILABLE_PIN_CARD_HEIGHT : getPinCardHeight(pin, width)
          }
          renderItem={({ item, width }) => (
            <PinCard
              pin={item}
              columnWidth={width}
              saveTarget={saveTarget}
              unavailable={isMalformedPin(item) ? {} : null}
            />
          )}
          hasMore={feed.hasMore}
          loading={feed.status === 'loading'}
          onLoadMore={feed.loadMore}
          onViewport={onViewport}
        />
      </CardRouter>
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
