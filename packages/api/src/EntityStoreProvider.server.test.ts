/**
 * A guest app that renders cards on its server without an EntityStoreProvider: one module serves
 * every request, so the default store must not carry one request's state into the next (issue 27).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useEntityStore, usePinFeedback } from './EntityStoreProvider.tsx';
import { write } from './entityStore.ts';

/** What one request's render does to the default store: marks pin p1 hidden. */
function Writer() {
  write(useEntityStore().store, [{ table: 'pinFeedback', id: 'p1', value: { kind: 'hidden' } }]);
  return null;
}

/** What a later request's render reads: p1's feedback. */
function Reader() {
  return createElement('output', null, usePinFeedback('p1')?.kind ?? 'none');
}

describe('the default entity store on a server', () => {
  it('is not shared between two requests', () => {
    expect(typeof window).toBe('undefined');
    renderToString(createElement(Writer));
    expect(renderToString(createElement(Reader))).toBe('<output>none</output>');
  });
});
