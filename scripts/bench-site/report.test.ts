import { describe, expect, it } from 'vitest';
import { END, median, profileTable, type RunFigures, replaceBetweenMarkers, START, table } from './report.ts';

const run = (lcp: number, score = 90): RunFigures => ({
  score,
  fcp: 500,
  lcp,
  tbt: 40,
  cls: 0,
  si: 900,
  kb: 300,
  mainThread: { 'Script Evaluation': lcp / 4, 'Style & Layout': 100, Other: 20 },
});

describe('bench:site report', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('writes one row of medians per page, and says when a page had no run', () => {
    const rows = table(
      { home: '/', search: '/search/pins/?q=red' },
      new Map([
        ['home', [run(1200, 80), run(900, 95), run(1000, 90)]],
        ['search', []],
      ]),
    ).split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toBe('| home | `/` | 3 | 90 | 0.50 s | 1.00 s | 40 ms | 0.000 | 0.90 s | 300 KB |');
    expect(rows[3]).toContain('| search | `/search/pins/?q=red` | 0 | failed |');
  });

  it('profiles the main thread: the median of each group and of the total, per page that ran', () => {
    const rows = profileTable(
      new Map([
        ['home', [run(1200), run(800), run(1000)]],
        ['search', []],
      ]),
    ).split('\n');
    expect(rows).toEqual([
      '| page | Script Evaluation | Script Parsing & Compilation | Style & Layout | Rendering | Parse HTML & CSS | Garbage Collection | Other | main thread total |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| home | 250 ms | 0 ms | 100 ms | 0 ms | 0 ms | 0 ms | 20 ms | 370 ms |',
    ]);
  });

  it('replaces the block between the markers and keeps the rest; adds the markers when missing', () => {
    const readme = `# Site\n\n${START}\nold\n${END}\n\nafter\n`;
    expect(replaceBetweenMarkers(readme, 'new')).toBe(`# Site\n\n${START}\nnew\n${END}\n\nafter\n`);
    expect(replaceBetweenMarkers('# Site\n', 'new')).toBe(`# Site\n\n${START}\nnew\n${END}\n`);
  });
});
