import { Masonry } from 'masonic';
import { CardView, runBench } from '../harness.tsx';
import { CARD_WIDTH, type Card, GAP } from '../workload.ts';

const render = ({ data }: { data: Card }) => <CardView card={data} />;

runBench((cards) => (
  <Masonry<Card>
    items={cards}
    columnWidth={CARD_WIDTH}
    columnGutter={GAP}
    rowGutter={GAP}
    itemKey={(card) => card.id}
    itemHeightEstimate={375}
    render={render}
  />
));
