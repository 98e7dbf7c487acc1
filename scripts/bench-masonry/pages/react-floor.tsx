/**
 * The floor, not a contender: React alone rendering the first screen of cards at positions placed
 * by the simplest shortest-column loop, with no grid library, no virtualisation and no scrolling
 * (the driver measures its load only). No client-rendered React grid can show its first pins
 * sooner than this page does; it measures what React and the page cost before any grid code runs.
 */
import { CardView, runBench } from '../harness.tsx';
import { CARD_WIDTH, type Card, COLUMNS, GAP, VIEWPORT } from '../workload.ts';

function FirstScreen({ cards }: { cards: Card[] }) {
  const tops: number[] = Array.from({ length: COLUMNS }, () => 0);
  const placed: { card: Card; top: number; left: number }[] = [];
  for (const card of cards) {
    const column = tops.indexOf(Math.min(...tops));
    const top = tops[column] as number;
    if (top > VIEWPORT.height) break;
    placed.push({ card, top, left: column * (CARD_WIDTH + GAP) });
    tops[column] = top + card.height + GAP;
  }
  return (
    <div style={{ position: 'relative', height: Math.max(...tops) }}>
      {placed.map(({ card, top, left }) => (
        <div key={card.id} style={{ position: 'absolute', top, left }}>
          <CardView card={card} />
        </div>
      ))}
    </div>
  );
}

runBench((cards) => <FirstScreen cards={cards} />);
