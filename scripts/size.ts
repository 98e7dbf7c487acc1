/**
 * `npm run size`: the bundle-size goals of issue 15, measured by size-limit (`.size-limit.cjs`).
 * Runs `size-limit --json` and prints one row per line of the config:
 *
 *   ok                       at or under its goal
 *   OVER                     over a goal listed as met (GOALS_MET in .size-limit.cjs): fails
 *   OVER (goal not met yet)  over a goal not reached yet: reported, does not fail
 *   -                        no goal: reported only
 *
 * It fails (exit 1) only for an OVER row, or when size-limit cannot measure (a package or the site
 * not built: `npm run build:packages`, `npm run build:app`). Figures are gzip, in KB of 1024 bytes.
 *
 *   npm run size               the table
 *   npm run size -- --json     the rows as JSON
 *   npm run size -- --why      the table, then each line with a goal by package (scripts/size-why.ts)
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SizeLimitCheck } from './size-lines.ts';
import { breakdown, lineParts } from './size-why.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CONFIG = join(root, '.size-limit.cjs');

/** One entry of `size-limit --json`. */
export interface SizeLimitResult {
  name: string;
  /** Bytes (gzip). */
  size: number;
  /** The limit in bytes, when the line has one. */
  sizeLimit?: number;
  passed?: boolean;
}

export type Status = 'ok' | 'OVER' | 'OVER (goal not met yet)' | '-';

export interface Row {
  name: string;
  size: number;
  goal?: number;
  /** Listed in GOALS_MET: over its goal fails the check. */
  enforced: boolean;
  status: Status;
}

/** Runs size-limit on `config` and returns its results; throws with size-limit's error. */
export function runSizeLimit(config = CONFIG): SizeLimitResult[] {
  const bin = join(root, 'node_modules', 'size-limit', 'bin.js');
  const run = spawnSync(process.execPath, [bin, '--json', '--config', config], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const parsed = parseOutput(run.stdout);
  if (!Array.isArray(parsed)) {
    throw new Error(`size-limit failed:\n${parsed.error ?? ''}\n${run.stderr}`);
  }
  return parsed;
}

function parseOutput(stdout: string): SizeLimitResult[] | { error?: string } {
  try {
    return JSON.parse(stdout) as SizeLimitResult[] | { error?: string };
  } catch {
    return { error: stdout };
  }
}

/** The names of the goals already met, as the config lists them. */
export function goalsMet(config = CONFIG): string[] {
  const loaded = createRequire(import.meta.url)(config) as { GOALS_MET?: string[] };
  return loaded.GOALS_MET ?? [];
}

/**
 * size-limit's results judged against the goals. A name in `met` must be a line with a goal (a
 * typo would otherwise enforce nothing).
 */
export function rows(results: SizeLimitResult[], met: readonly string[]): Row[] {
  for (const name of met) {
    const line = results.find((result) => result.name === name);
    if (!line) throw new Error(`GOALS_MET names "${name}", which is no line of the size config`);
    if (line.sizeLimit === undefined) throw new Error(`GOALS_MET names "${name}", which has no goal`);
  }
  return results.map((result) => {
    const enforced = met.includes(result.name);
    const goal = result.sizeLimit;
    const status: Status =
      goal === undefined ? '-' : result.size <= goal ? 'ok' : enforced ? 'OVER' : 'OVER (goal not met yet)';
    return {
      name: result.name,
      size: result.size,
      ...(goal === undefined ? {} : { goal }),
      enforced,
      status,
    };
  });
}

/** The rows that fail the check: over a goal that is enforced. */
export function failures(all: Row[]): Row[] {
  return all.filter((row) => row.status === 'OVER');
}

/** Rows that meet a goal not listed as met yet: ready to be enforced. */
export function readyToEnforce(all: Row[]): Row[] {
  return all.filter((row) => row.status === 'ok' && !row.enforced);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table `npm run size` prints. */
export function table(all: Row[]): string {
  const statusWidth = Math.max(...all.map((row) => row.status.length));
  const nameWidth = Math.max(...all.map((row) => row.name.length));
  const line = (row: Row) =>
    [
      row.status.padEnd(statusWidth),
      row.name.padEnd(nameWidth),
      kb(row.size).padStart(9),
      row.goal === undefined ? '' : `/ goal ${kb(row.goal).padStart(8)}`,
    ]
      .join('  ')
      .trimEnd();
  return [
    'gzip; packages from dist with react, react-dom, styled-components external; the site React included',
    ...all.map(line),
  ].join('\n');
}

/** The lines of the config, by name. */
function configLines(config = CONFIG): Map<string, SizeLimitCheck> {
  const lines = createRequire(import.meta.url)(config) as SizeLimitCheck[];
  return new Map(lines.map((line) => [line.name, line]));
}

async function main() {
  const results = runSizeLimit();
  const all = rows(results, goalsMet());
  if (process.argv.includes('--json')) console.log(JSON.stringify(all, null, 2));
  else console.log(table(all));
  if (process.argv.includes('--why')) {
    const lines = configLines();
    for (const row of all.filter((each) => each.goal !== undefined)) {
      const line = lines.get(row.name);
      if (line) console.log(`\n${breakdown(row.name, await lineParts(line), row.size)}`);
    }
  }
  for (const row of readyToEnforce(all)) {
    console.log(`\n"${row.name}" meets its goal: add it to GOALS_MET in .size-limit.cjs to keep it there.`);
  }
  const over = failures(all);
  if (over.length > 0) {
    console.error(
      `\n${over.length} line${over.length === 1 ? ' is' : 's are'} over a goal already met: ${over.map((row) => row.name).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
