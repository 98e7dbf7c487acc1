/**
 * Runs inside each contender's page: makes the cards, mounts the contender, and measures. The driver
 * reads `window.__bench` and calls its scroll phases. Everything measured is computed the same way for
 * every contender, from what is in the DOM.
 */
import { type CSSProperties, memo, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CARD_WIDTH, type Card, COLUMNS, GAP, GRID_WIDTH, makeCards } from './workload.ts';

export interface PhaseResult {
  frames: number[];
  blankSamples: number;
  samples: number;
  maxNodes: number;
  layoutErrors: string[];
}

export interface BenchState {
  n: number;
  /** When the page's script started running (its modules evaluated), and when the cards were made. */
  scriptStart: number;
  cardsMade: number;
  firstPins: number | null;
  filled: number | null;
  longTasks: { start: number; duration: number }[];
  error: string | null;
  nodes(): number;
  check(): { blank: number; samples: number; errors: string[] };
  fling(pxPerSecond: number, ms: number): Promise<PhaseResult>;
  sweep(frames: number): Promise<PhaseResult>;
}

declare global {
  interface Window {
    __bench: BenchState;
  }
}

/** The card every contender renders: a fixed box of the card's size. */
export const CardView = memo(function CardView({ card }: { card: Card }) {
  const style: CSSProperties = {
    width: CARD_WIDTH,
    height: card.height,
    borderRadius: 16,
    background: `hsl(${card.hue} 45% 70%)`,
    boxSizing: 'border-box',
    padding: 8,
    font: '12px sans-serif',
  };
  return (
    <div data-card={card.id} data-h={card.height} style={style}>
      {card.id}
    </div>
  );
});

function cardRects() {
  // Cards a contender renders hidden (to measure them) are not shown: they do not count.
  const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-card]')).filter((card) =>
    card.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );
  return cards.map((card) => ({ card, rect: card.getBoundingClientRect() }));
}

/** Columns × rows of points in the viewport; a point is blank when no card covers it (gaps allowed). */
function check() {
  const errors: string[] = [];
  const rects = cardRects();
  const root = document.getElementById('root') as HTMLElement;
  const origin = root.getBoundingClientRect().left;
  const seen = new Set<string>();
  for (const { card, rect } of rects) {
    const id = card.dataset.card ?? '';
    if (seen.has(id)) errors.push(`duplicate ${id}`);
    seen.add(id);
    if (Math.abs(rect.width - CARD_WIDTH) > 0.5 || Math.abs(rect.height - Number(card.dataset.h)) > 0.5) {
      errors.push(`wrong size ${id}: ${rect.width}×${rect.height}`);
    }
    const column = (rect.left - origin) / (CARD_WIDTH + GAP);
    if (
      Math.abs(column - Math.round(column)) * (CARD_WIDTH + GAP) > 1 ||
      column < -0.01 ||
      column > COLUMNS - 0.99
    ) {
      errors.push(`off-column ${id}: left ${rect.left - origin}`);
    }
  }
  const visible = rects.filter(({ rect }) => rect.bottom > 0 && rect.top < window.innerHeight);
  for (let i = 0; i < visible.length; i += 1) {
    for (let j = i + 1; j < visible.length; j += 1) {
      const a = (visible[i] as (typeof visible)[number]).rect;
      const b = (visible[j] as (typeof visible)[number]).rect;
      if (
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5
      ) {
        errors.push(`overlap ${visible[i]?.card.dataset.card} ${visible[j]?.card.dataset.card}`);
      }
    }
  }
  let blank = 0;
  let samples = 0;
  const gridBottom = root.getBoundingClientRect().bottom;
  for (let column = 0; column < COLUMNS; column += 1) {
    const x = origin + column * (CARD_WIDTH + GAP) + CARD_WIDTH / 2;
    const inColumn = visible.filter(({ rect }) => rect.left <= x && rect.right >= x).map(({ rect }) => rect);
    for (let y = 25; y < Math.min(window.innerHeight, gridBottom - 620); y += 50) {
      samples += 1;
      if (!inColumn.some((rect) => rect.top <= y + GAP && rect.bottom >= y - GAP)) blank += 1;
    }
  }
  return { blank, samples, errors };
}

const nodes = () => document.getElementsByTagName('*').length;

/** Scrolls by `step(frameIndex, time)` each frame; samples what the previous frame painted. */
function drive(step: (frame: number, elapsed: number) => number | null): Promise<PhaseResult> {
  return new Promise((resolve) => {
    const frames: number[] = [];
    const errors = new Set<string>();
    let blankSamples = 0;
    let samples = 0;
    let maxNodes = nodes();
    let last = 0;
    let start = 0;
    let frame = 0;
    const tick = (now: number) => {
      if (start === 0) start = now;
      else {
        frames.push(now - last);
        const result = check();
        blankSamples += result.blank;
        samples += result.samples;
        for (const error of result.errors) errors.add(error);
        maxNodes = Math.max(maxNodes, nodes());
      }
      last = now;
      const y = step(frame, now - start);
      frame += 1;
      if (y === null) {
        resolve({ frames, blankSamples, samples, maxNodes, layoutErrors: [...errors].slice(0, 20) });
        return;
      }
      window.scrollTo(0, y);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** When the page's first contentful paint happened (ms), if it has. */
const firstPaint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;

/**
 * Mounts `render(cards)` into #root and starts measuring. With `hydrate`, #root holds the server's
 * markup of the same render, and the script hydrates it: cards already in the document when the
 * script starts were painted with the page, so their time is the first contentful paint.
 */
export function runBench(render: (cards: Card[]) => ReactNode, { hydrate = false } = {}) {
  const n = Number(new URLSearchParams(location.search).get('n') ?? 1000);
  const longTasks: BenchState['longTasks'] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const state: BenchState = {
    n,
    scriptStart: performance.now(),
    cardsMade: Number.NaN,
    firstPins: null,
    filled: null,
    longTasks,
    error: null,
    nodes,
    check,
    fling: (pxPerSecond, ms) => drive((_, elapsed) => (elapsed > ms ? null : (elapsed / 1000) * pxPerSecond)),
    sweep: (frames) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      return drive((frame) => (frame > frames ? null : (max * frame) / frames));
    },
  };
  window.__bench = state;
  window.addEventListener('error', (event) => {
    // The browser's report that a ResizeObserver callback resized what it observes is a warning,
    // not a failure of the page.
    if (String(event.message).startsWith('ResizeObserver loop')) return;
    state.error = String(event.message);
  });

  const root = document.getElementById('root') as HTMLElement;
  root.style.width = `${GRID_WIDTH}px`;
  const serverRendered = hydrate && cardRects().length > 0;
  const shownAt = (now: number) => (serverRendered ? Math.min(now, firstPaint() ?? now) : now);
  // Polled in every animation frame: what is in the DOM then is what that frame paints, so the time
  // is taken there (work a page does after its first paint does not count against it).
  const poll = () => {
    const now = performance.now();
    const shown = cardRects().some(({ rect }) => rect.bottom > 0 && rect.top < window.innerHeight);
    if (shown) state.firstPins ??= shownAt(now);
    const { blank, samples } = check();
    if (shown && samples > 0 && blank === 0) {
      state.filled ??= shownAt(now);
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  // A server-rendered page's script is loaded after its first paint (run.ts writes that page), so
  // it hydrates at once: the markup is already on screen.
  const cards = makeCards(n);
  state.cardsMade = performance.now();
  if (hydrate) hydrateRoot(root, render(cards));
  else createRoot(root).render(render(cards));
}
