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
  /**
   * Where the main thread's time went (Lighthouse's mainthread-work-breakdown audit), ms by its
   * group: script evaluation, script parsing and compiling, style and layout, rendering, …
   */
  mainThread: Readonly<Record<string, number>>;
}

/** The main thread's groups in the order the profile table shows them (Lighthouse's labels). */
export const MAIN_THREAD_GROUPS = [
  'Script Evaluation',
  'Script Parsing & Compilation',
  'Style & Layout',
  'Rendering',
  'Parse HTML & CSS',
  'Garbage Collection',
  'Other',
] as const;

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
    const m = (key: Exclude<keyof RunFigures, 'mainThread'>) => median(runs.map((r) => r[key]));
    rows.push(
      runs.length === 0
        ? `| ${name} | \`${paths[name]}\` | 0 | failed | | | | | | |`
        : `| ${name} | \`${paths[name]}\` | ${runs.length} | ${m('score')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${s(m('si'))} | ${Math.round(m('kb'))} KB |`,
    );
  }
  return rows.join('\n');
}

/**
 * The profile: per page, the median ms of each main-thread group and of their total, so a reader
 * sees where the time to interactive goes (script against layout against rendering).
 */
export function profileTable(results: ReadonlyMap<string, readonly RunFigures[]>): string {
  const rows = [
    `| page | ${MAIN_THREAD_GROUPS.join(' | ')} | main thread total |`,
    `| --- |${MAIN_THREAD_GROUPS.map(() => ' ---: |').join('')} ---: |`,
  ];
  for (const [name, runs] of results) {
    if (runs.length === 0) continue;
    const ms = (values: number[]) => `${Math.round(median(values))} ms`;
    const groups = MAIN_THREAD_GROUPS.map((group) => ms(runs.map((r) => r.mainThread[group] ?? 0)));
    const total = ms(runs.map((r) => Object.values(r.mainThread).reduce((sum, v) => sum + v, 0)));
    rows.push(`| ${name} | ${groups.join(' | ')} | ${total} |`);
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
