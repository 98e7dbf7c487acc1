/**
 * The machine diagrams link states to stories (stories/machines/stateStories.ts), component pages
 * link to their machines' pages and to each other: each link must name a story or docs page that
 * exists, read from the story files the way Storybook derives ids (title + export name; a docs
 * page is title + `docs`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as machines from '@tessera/machines';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { machinePage, STATE_STORIES } from '../stories/machines/stateStories.ts';

const root = new URL('..', import.meta.url).pathname;

const links: Array<{ file: string; id: string }> = [];

function storyIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(stories\.tsx|mdx)$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const [, id = ''] of source.matchAll(/\?path=\/(?:story|docs)\/([\w-]+)/g))
          links.push({ file: entry.name, id });
        const title = /(?:meta\(\{\s*|<Meta )title[:=] ?['"]([^'"]+)['"]/.exec(source)?.[1];
        if (!title) continue;
        ids.add(toId(title, 'docs'));
        for (const [, name = ''] of source.matchAll(/^export const (\w+) = meta\.story\(/gm))
          ids.add(toId(title, storyNameFromExport(name)));
      }
    }
  };
  walk(join(root, 'stories'));
  return ids;
}

const machineIds = (Object.values(machines) as unknown[])
  .filter((value): value is { root: { id: string }; config: unknown } =>
    Boolean(value && typeof value === 'object' && 'root' in value && 'config' in value),
  )
  .map((machine) => machine.root.id);

describe('links between machine diagrams and stories', () => {
  const ids = storyIds();

  it('finds the story files (the parser works)', () => {
    expect(ids.has('pin-card-savebutton--saved-confirmation')).toBe(true);
  });

  it.each(Object.entries(STATE_STORIES))('%s: each state links to a story that exists', (machine, states) => {
    expect(machineIds).toContain(machine);
    for (const story of Object.values(states)) expect(ids, story).toContain(story);
  });

  it('every link between pages names a page that exists', () => {
    expect(links.length).toBeGreaterThan(50);
    const broken = links.filter((link) => !ids.has(link.id)).map((link) => `${link.file}: ${link.id}`);
    expect(broken).toEqual([]);
  });

  it.each(machineIds)('%s has a machine page', (machine) => {
    expect(ids).toContain(machinePage(machine).slice('?path=/story/'.length));
  });
});
