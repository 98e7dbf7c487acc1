import { VirtuosoMasonry } from '@virtuoso.dev/masonry';
import { CardView, runBench } from '../harness.tsx';
import { CARD_WIDTH, type Card, COLUMNS, GAP } from '../workload.ts';

/** Virtuoso splits its width into equal columns: 5 × 250 px, each a 236 px card and a 14 px gap. */
const Item = ({ data }: { data: Card }) => (
  <div style={{ paddingBottom: GAP }}>
    <CardView card={data} />
  </div>
);

runBench((cards) => (
  <div style={{ width: COLUMNS * (CARD_WIDTH + GAP) }}>
    <VirtuosoMasonry columnCount={COLUMNS} data={cards} useWindowScroll ItemContent={Item} />
  </div>
));
