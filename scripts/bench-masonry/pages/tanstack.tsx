import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { CardView, runBench } from '../harness.tsx';
import { CARD_WIDTH, type Card, COLUMNS, GAP } from '../workload.ts';

/** @tanstack/react-virtual with lanes: one lane per column, sizes known up front (no measuring). */
function LanesGrid({ cards }: { cards: Card[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(ref.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: cards.length,
    estimateSize: (index) => (cards[index]?.height ?? 0) + GAP,
    getItemKey: (index) => cards[index]?.id ?? index,
    lanes: COLUMNS,
    overscan: 5,
    scrollMargin: offset,
  });
  return (
    <div ref={ref} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          style={{
            position: 'absolute',
            top: item.start - offset,
            left: item.lane * (CARD_WIDTH + GAP),
            width: CARD_WIDTH,
          }}
        >
          <CardView card={cards[item.index] as Card} />
        </div>
      ))}
    </div>
  );
}

runBench((cards) => <LanesGrid cards={cards} />);
