/**
 * The report of `npm run bench:site` (run.ts): medians of the Lighthouse figures, the markdown
 * table, and the README block between the bench:site markers. No I/O.
 */

export const START = '<!-- bench:site:start -->';
export const END = '<!-- bench:site:end -->';

/** The figures of one Lighthouse run (ms, except score 0–100, CLS unitless, KB of transfer). */
export interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  kb: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The markdown table of the medians, one row per page. */
export function table(
  paths: Readonly<Record<string, string>>,
  results: ReadonlyMap<string, readonly RunFigures[]>,
): string {
  const rows = [
    '| page | path | runs | performance | FCP | LCP | TBT | CLS | Speed Index | transferred |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [name, runs] of results) {
    const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
    rows.push(
      runs.length === 0
        ? `| ${name} | \`${paths[name]}\` | 0 | failed | | | | | | |`
        : `| ${name} | \`${paths[name]}\` | ${runs.length} | ${m('score')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${s(m('si'))} | ${Math.round(m('kb'))} KB |`,
    );
  }
  return rows.join('\n');
}

export function replaceBetweenMarkers(text: string, body: string): string {
  const withMarkers =
    text.includes(START) && text.includes(END) ? text : `${text.trimEnd()}\n\n${START}\n${END}\n`;
  const before = withMarkers.slice(0, withMarkers.indexOf(START) + START.length);
  const after = withMarkers.slice(withMarkers.indexOf(END));
  return `${before}\n${body}\n${after}`;
}
