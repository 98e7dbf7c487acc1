/**
 * The server side of the tessera-ssr page: the markup of the grid for N cards, as a server renders
 * it per request (renderToString; Masonry lays out at its initialWidth). Bundled for Node by run.ts.
 */
import { renderToString } from 'react-dom/server';
import { type Card, makeCards } from '../workload.ts';
import { TesseraGrid } from './tesseraGrid.tsx';

/** The cards per N, made once: a server's data is there before a request comes (its database). */
const cardsOf = new Map<number, Card[]>();

export function render(n: number): string {
  let cards = cardsOf.get(n);
  if (!cards) {
    cards = makeCards(n);
    cardsOf.set(n, cards);
  }
  return renderToString(<TesseraGrid cards={cards} />);
}
