import 'gestalt/dist/gestalt.css';
import { Masonry } from 'gestalt';
import { CardView, runBench } from '../harness.tsx';
import { CARD_WIDTH, type Card, GAP } from '../workload.ts';

const renderItem = ({ data }: { data: Card }) => <CardView card={data} />;

runBench((cards) => (
  <Masonry<Card>
    items={cards}
    renderItem={renderItem}
    columnWidth={CARD_WIDTH}
    gutterWidth={GAP}
    minCols={1}
    virtualize
    scrollContainer={() => window}
  />
));
