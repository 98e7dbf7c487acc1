import { Masonry } from '@tessera/masonry';
import { lightTheme } from '@tessera/tokens';
import { ThemeProvider } from 'styled-components';
import { CardView, runBench } from '../harness.tsx';
import { type Card, GRID_WIDTH } from '../workload.ts';

const renderCard = ({ item }: { item: Card }) => <CardView card={item} />;
const key = (card: Card) => card.id;
const height = (card: Card) => card.height;

runBench((cards) => (
  <ThemeProvider theme={lightTheme}>
    <Masonry<Card>
      ariaLabel="Cards"
      items={cards}
      getItemKey={key}
      getItemHeight={height}
      getItemLabel={key}
      renderItem={renderCard}
      initialWidth={GRID_WIDTH}
    />
  </ThemeProvider>
));
