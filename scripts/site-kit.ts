/**
 * Issue 28, the site made of the kit: how far `playground-app/src` is from it. `npm run kit`
 * prints the count of styled components the site declares, against the goal (page layout on
 * tokens only, at most SITE_STYLED_GOAL), and the raw form controls and native buttons still in
 * it (playground-app/src/kit.test.ts fails on one that is not on its allowlist).
 */
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The most styled components the site should declare: layout of its pages, on tokens. */
export const SITE_STYLED_GOAL = 60;

const root = fileURLToPath(new URL('..', import.meta.url));

/** The site's source files (not its tests), relative to the repo root. */
export function siteFiles(): string[] {
  return globSync('playground-app/src/**/*.{ts,tsx}', { cwd: root })
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/testing'))
    .sort();
}

export function readSite(file: string): string {
  return readFileSync(`${root}${file}`, 'utf8');
}

/** The lines that are code: comment lines (`//`, ` * `, `/*`) say what code does, not what it is. */
function codeLines(source: string): Array<{ line: number; text: string }> {
  return source
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\*|\/\*)/.test(text));
}

/** Each styled component a source declares (`styled.div`, `styled(Link)`, `styled('button')`). */
export function styledComponents(source: string): number {
  return codeLines(source).reduce(
    (count, { text }) => count + (text.match(/\bstyled(\.[a-zA-Z]+\b|\()/g)?.length ?? 0),
    0,
  );
}

export type RawControl = 'input' | 'select' | 'textarea' | 'button';

/**
 * The raw form controls and native buttons of a source, as `{ line, control }`: a JSX `<input`,
 * `<select`, `<textarea` or `<button`, and a `styled.input` / `styled('button')` and the like. A
 * hidden input (`<input type="hidden"` on one line) is no control a person uses: it is not counted.
 */
export function rawControls(source: string): Array<{ line: number; control: RawControl }> {
  const found: Array<{ line: number; control: RawControl }> = [];
  for (const { line, text } of codeLines(source)) {
    const patterns = [
      /<(input|select|textarea|button)\b(?![^>]*type="hidden")/g,
      /\bstyled\.(input|select|textarea|button)\b/g,
      /\bstyled\(\s*['"](input|select|textarea|button)['"]\s*\)/g,
    ];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) found.push({ line, control: match[1] as RawControl });
    }
  }
  return found;
}

if (import.meta.main) {
  const files = siteFiles();
  const styled = files.reduce((sum, file) => sum + styledComponents(readSite(file)), 0);
  const raw = files.flatMap((file) =>
    rawControls(readSite(file)).map(({ line, control }) => `  ${file}:${line} <${control}>`),
  );
  console.log(
    `${styled} styled components in playground-app/src (goal: at most ${SITE_STYLED_GOAL}; page layout on tokens only)`,
  );
  console.log(`${raw.length} raw form controls and native buttons (goal: none)${raw.length ? ':' : ''}`);
  for (const line of raw) console.log(line);
}
