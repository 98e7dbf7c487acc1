import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import express from 'express';
import { axeViolations } from '../e2e/axe.ts';

/**
 * Issue 17: every docs page of the static Storybook (`npm run build-storybook` first) renders every
 * example with no error. Several stories on one docs page each used to start the mock service
 * worker again ("Invariant Violation … WebSocket already replaced"), so only the first example
 * rendered. Opens each docs page of the build in Chromium; fails on an error shown in place of a
 * story, a story that rendered nothing, a console error, or anything axe finds.
 *
 * The build it serves: STORYBOOK_STATIC, else storybook-static/ at the repo root.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = process.env.STORYBOOK_STATIC ?? `${root}storybook-static`;

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  tags?: string[];
}

/** The words shown in place of a story that threw. */
const ERROR_TEXTS = [/Invariant Violation/, /already replaced/i, /\bError:/];

/**
 * Console errors a docs page shows on purpose: the stories' mock backend answering a logged-out,
 * not-found or failing state (the browser logs the status of every failed API response), and the
 * ErrorBoundary stories' part that throws (React logs an error a boundary caught).
 */
const EXPECTED_CONSOLE_ERRORS: Array<{ page?: string; text: RegExp; url?: RegExp }> = [
  {
    text: /^Failed to load resource: the server responded with a status of [45]\d\d/,
    url: /\/v3\/|\/resource\//,
  },
  // The Avatar's and VideoPlayer's broken-media stories point at files that do not exist.
  { text: /^Failed to load resource: .* 404/, url: /\/does-not-exist\.jpg$|\/missing\.mp4$/ },
  { page: 'ui-errorboundary--docs', text: /^Error: Render failed/ },
];

/** What a framed example's frame shows here (see openDocsPage). */
const FRAMED_STORY_STANDIN = '<!doctype html><html lang="en"><title>Framed story</title><body></body></html>';

/** The entries of the build's index (its docs pages and stories), read when the tests are listed. */
function entriesOf(dir: string): IndexEntry[] {
  const indexFile = `${dir}/index.json`;
  if (!existsSync(indexFile)) {
    throw new Error(`No static Storybook at ${dir}: run \`npm run build-storybook\` first.`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

const entries = entriesOf(staticDir);
// One test per docs page.
const allDocsPages = entries.filter((entry) => entry.type === 'docs');
// The stories the storybook test project runs (Storybook's `test` tag, which every story has
// unless it opts out with `!test`).
const testedStories = new Set(
  entries.filter((entry) => entry.type === 'story' && entry.tags?.includes('test')).map((entry) => entry.id),
);
// DOCS_PAGES=ui-button,ui-modal narrows a local run to those pages.
const only = process.env.DOCS_PAGES?.split(',');
const docsPages = allDocsPages.filter((entry) => !only || only.some((id) => entry.id.startsWith(id)));

/**
 * The pages of one worker share one browser context: the build's scripts (the preview's bundle, the
 * addons, each docs page's story modules) come from that context's cache and compiled code after
 * the first page, instead of each page downloading and compiling them afresh in a context of its
 * own (issue 26, the same pages run in turn on a busy 2-core machine: ten pages 422 s → 335 s, six
 * 233 s → 203 s), and the mock
 * service worker is already installed. Each page still opens as a first visit otherwise: a test's
 * page is closed, and the cookies and storage it left are cleared, before the next one.
 */
const test = base.extend<{ page: Page }, { docsContext: BrowserContext }>({
  docsContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ viewport: workerInfo.project.use.viewport ?? null });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ docsContext }, use) => {
    await docsContext.clearCookies();
    const page = await docsContext.newPage();
    await use(page);
    // What the page stored must not reach the next page (the stories also start each from empty
    // storage: .storybook/preview.tsx).
    if (!page.isClosed()) {
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await page.close();
    }
  },
});

let baseURL = '';
let close: () => void = () => {};

test.beforeAll(async () => {
  const app = express()
    .use(express.static(staticDir))
    .get('/favicon.ico', (_request, response) => response.redirect('/favicon.svg'));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

test.afterAll(() => close());

/**
 * Opens a docs page and waits until each of its stories has rendered (or shown an error). Returns
 * what went wrong so far and a function that judges the console's errors: called last, after the
 * other checks, so that a late failure (a worker start, a rejected fetch) has surfaced by then.
 */
async function openDocsPage(
  page: Page,
  id: string,
): Promise<{ problems: string[]; consoleProblems: () => string[] }> {
  const problems: string[] = [];
  const consoleErrors: Array<{ text: string; url: string }> = [];
  page.on('console', (message) => {
    // Without the colour codes the test library's messages carry.
    const text = message.text().replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '');
    if (message.type() === 'error') consoleErrors.push({ text, url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A frame's story would render again what the storybook project renders: each frame gets an empty
  // page instead, which costs the docs page nothing (its Pages/ screens took most of this check).
  await page.route(/\/iframe\.html\?.*viewMode=story/, (route) =>
    route.fulfill({ contentType: 'text/html', body: FRAMED_STORY_STANDIN }),
  );
  await page.goto(`${baseURL}/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs`);
  await expect(page.locator('.sbdocs-content')).toBeVisible({ timeout: 20_000 });
  // Each inline story's root: it has content once the story rendered.
  const stories = page.locator('.docs-story [id^="story--"]');
  await expect
    .poll(
      async () =>
        stories.evaluateAll((roots) => roots.every((r) => r.childElementCount > 0 || r.textContent !== '')),
      { timeout: 20_000 },
    )
    .toBe(true);
  // Framed examples are whole stories (a page's screens, the patterns' flows): the storybook test
  // project renders each one, runs its play function and axe. Here only what it cannot see: that
  // each frame shows a story that project runs (its frames answer with an empty page, above).
  const frames = page.locator('#storybook-docs iframe');
  for (const src of await frames.evaluateAll((all) => all.map((frame) => frame.getAttribute('src') ?? ''))) {
    const storyId = new URL(src, baseURL).searchParams.get('id') ?? '';
    if (!testedStories.has(storyId))
      problems.push(`a framed example shows "${storyId}", which is no story the story tests run`);
  }
  const consoleProblems = () =>
    consoleErrors.flatMap(({ text, url }) => {
      const expected = EXPECTED_CONSOLE_ERRORS.some(
        (e) => (!e.page || e.page === id) && e.text.test(text) && (!e.url || e.url.test(url)),
      );
      return expected ? [] : [`console: ${text} (${url})`];
    });
  return { problems, consoleProblems };
}

/**
 * Buttons an inline example's frame cuts: every visible button a story renders lies wholly inside the
 * example (`.docs-story`) that shows it. Issue 17: a modal opened in a small inline example had its
 * heading and its footer Buttons cut at the frame's edges.
 */
async function cutButtons(page: Page): Promise<string[]> {
  return page.locator('.docs-story').evaluateAll((examples) =>
    examples.flatMap((example, index) => {
      const frame = example.getBoundingClientRect();
      return [...example.querySelectorAll<HTMLElement>('[id^="story--"] button')].flatMap((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(button).visibility === 'hidden')
          return [];
        const cut = [
          box.top < frame.top - 0.5 ? 'top' : '',
          box.bottom > frame.bottom + 0.5 ? 'bottom' : '',
          box.left < frame.left - 0.5 ? 'left' : '',
          box.right > frame.right + 0.5 ? 'right' : '',
        ].filter(Boolean);
        const name = button.getAttribute('aria-label') ?? button.textContent ?? '';
        return cut.length > 0
          ? [`example ${index + 1} cuts the ${cut.join(' and ')} of button "${name}"`]
          : [];
      });
    }),
  );
}

/**
 * Spec references ("§5") in the page's own words (its description, guidelines and props table),
 * which a designer reading Storybook cannot follow (issue 17): the rule is said in words instead.
 * The examples' own content is left out.
 */
async function specReferences(page: Page): Promise<string[]> {
  return page.locator('.sbdocs-content').evaluate((content) => {
    // The page's text nodes outside the examples, read in place: a clone of the page would hold
    // copies of its videos, which load their sources again (a MediaSource's URL only once).
    const outside = {
      acceptNode: (node: Node) =>
        node.parentElement?.closest('.docs-story, iframe')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    };
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT, outside);
    let words = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) words += node.textContent;
    return [...words.matchAll(/.{0,40}§.{0,20}/g)].map((match) => `refers to the spec: "${match[0]}"`);
  });
}

test('the static build has docs pages', () => {
  // Every component has an autodocs page, plus the introduction and foundations.
  expect(allDocsPages.length).toBeGreaterThan(20);
});

for (const docs of docsPages) {
  test(`${docs.title}: every example renders, with no error and nothing axe finds`, async ({ page }) => {
    const { problems, consoleProblems } = await openDocsPage(page, docs.id);
    const body = (await page.locator('#storybook-docs').textContent()) ?? '';
    for (const pattern of ERROR_TEXTS) {
      if (pattern.test(body)) problems.push(`shows ${pattern}`);
    }
    const errorDisplays = await page.locator('.sb-errordisplay:visible').count();
    if (errorDisplays > 0) problems.push(`${errorDisplays} error display(s)`);
    problems.push(...(await cutButtons(page)));
    problems.push(...(await specReferences(page)));
    // The docs page itself and its inline examples (the framed ones: see openDocsPage).
    problems.push(...(await axeViolations(page)).map((v) => `axe: ${v}`));
    problems.push(...consoleProblems());
    expect(problems).toEqual([]);
  });
}
