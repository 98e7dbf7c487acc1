/**
 * Tessera's grid as the two Tessera pages render it (client-rendered and server-rendered): the
 * Masonry alone, no theme and no styling library (its own placement is inline styles).
 */
import { Masonry } from '@tessera/masonry';
import { CardView } from '../harness.tsx';
import { type Card, GRID_WIDTH } from '../workload.ts';

const renderCard = ({ item }: { item: Card }) => <CardView card={item} />;
const key = (card: Card) => card.id;
const height = (card: Card) => card.height;

export const TesseraGrid = ({ cards }: { cards: Card[] }) => (
  <Masonry<Card>
    ariaLabel="Cards"
    items={cards}
    getItemKey={key}
    getItemHeight={height}
    getItemLabel={key}
    renderItem={renderCard}
    initialWidth={GRID_WIDTH}
  />
);
