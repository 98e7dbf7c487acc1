import { describe, expect, it } from 'vitest';
import { staticClosure } from './first-paint-chunk.ts';

/** A module graph as the bundler reads it: each id and the ids it imports statically. */
function walk(roots: string[], imports: Record<string, string[]>) {
  return staticClosure(roots, (id) => imports[id] ?? []);
}

describe('the first-paint chunk’s modules', () => {
  it('are the roots and what they import statically, however deep, and nothing else', () => {
    const modules = walk(['App.tsx', 'home/route.tsx'], {
      'App.tsx': ['routes.ts', 'react-router.mjs'],
      'routes.ts': ['model/routes.ts'],
      'home/route.tsx': ['PinGrid.tsx'],
      'PinGrid.tsx': ['react-aria/usePress.mjs'],
      // Another route: the app imports it with import(), which is no static import.
      'closeup/route.tsx': ['PinGrid.tsx', 'Comments.tsx'],
      'Comments.tsx': ['react-aria/useTextField.mjs'],
    });
    expect([...modules].sort()).toEqual([
      'App.tsx',
      'PinGrid.tsx',
      'home/route.tsx',
      'model/routes.ts',
      'react-aria/usePress.mjs',
      'react-router.mjs',
      'routes.ts',
    ]);
  });

  it('ends on import cycles', () => {
    const modules = walk(['a.ts'], { 'a.ts': ['b.ts'], 'b.ts': ['a.ts', 'c.ts'], 'c.ts': ['b.ts'] });
    expect([...modules].sort()).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });
});
