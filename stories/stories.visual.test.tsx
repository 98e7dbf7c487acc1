/**
 * Visual regression: every story, in the light and the dark theme, rendered with the project's
 * preview (decorators, theme, MSW) and compared with the committed baseline in
 * __screenshots__/stories.visual.test.tsx/. The play function runs first, so a story's screenshot
 * is its final state. Then a few stories again, hovered and focused from the keyboard with the
 * real mouse and keyboard (INTERACTIONS below).
 *
 * What is compared (stories/screenshot.ts): the story's own canvas element, padded 16 px; the
 * whole page only for a story showing an overlay (its portal root holds something: a modal, sheet,
 * popover, menu or tooltip; or something is `position: fixed`: toasts, a page's fixed header).
 * At most 0.1 % of that picture's pixels, and never more than a handful, may differ
 * (vitest.workspace.ts, the `visual` project).
 *
 * When a comparison fails, the message names three files: the baseline, the actual screenshot and
 * the diff image (differing pixels in red), the last two in
 * .vitest/attachments/stories/stories.visual.test.tsx/<name>-actual-chromium-linux.png and
 * <name>-diff-chromium-linux.png (gitignored).
 * Update baselines after an intended change: `npm run test:visual:update`.
 */
import { labels } from '@tessera/model';
import { setInteractionModality } from 'react-aria';
import { isStory } from 'storybook/internal/csf';
import { afterEach, describe, expect, test } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { filesOfShard, parseShard } from '../scripts/shard.ts';
import { mountCanvas, screenshotTarget } from './screenshot.ts';

type StoryModule = Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const THEMES = ['light', 'dark'] as const;

/** What the visual test uses of a composed story (CSF factories' `meta.story()`). */
type Story = {
  composed: { parameters: Record<string, unknown> };
  run: (context: { canvasElement: HTMLElement; globals: Record<string, unknown> }) => Promise<void>;
};

afterEach(() => {
  document.body.innerHTML = '';
});

/** Renders a story as Storybook does, play function included; returns what to screenshot. */
async function renderStory(story: Story, theme: string): Promise<HTMLElement> {
  // Whether a focused control draws its focus ring follows the last input (react-aria's modality),
  // which the previous story's play function left as pointer or keyboard: each story starts as
  // after a mouse click, so its picture does not depend on which story ran before it (or on -t).
  setInteractionModality('pointer');
  const canvasElement = mountCanvas(story.composed.parameters.layout);
  // Without the a11y addon's axe run: axe judges every story in the storybook project, and here
  // its verdict would only be reported, never fail (this project is not a Storybook test run), so
  // it cost each screenshot an axe pass for nothing (issue 26).
  await story.run({ canvasElement, globals: { theme, a11y: { manual: true } } });
  await document.fonts.ready;
  return canvasElement;
}

function screenshotName(file: string, exportName: string, theme: string, state?: string): string {
  return `${file.replaceAll('/', '-')}--${exportName}${state ? `-${state}` : ''}-${theme}`;
}

/**
 * `npm test -- --shard=i/n` (scripts/test.ts) runs this one file on every machine, each with its
 * share of the story files (TESSERA_SHARD; all of them without it). A file's stories and its hover
 * and focus states stay together.
 */
const shard = parseShard(import.meta.env.TESSERA_SHARD);
const shardFiles = filesOfShard(Object.keys(modules), shard);

const storiesByFile = new Map<string, Array<readonly [string, Story]>>();
for (const [path, module] of Object.entries(modules)) {
  if (!shardFiles.has(path)) continue;
  // Stories tagged 'no-screenshot' (generated docs, pure behaviour) are left out; a file with
  // none left gets no suite at all, since an empty suite fails the run.
  const stories = Object.entries(module).flatMap(([exportName, value]) =>
    isStory(value) && !value.composed.tags.includes('no-screenshot')
      ? [[exportName, value satisfies Story] as const]
      : [],
  );
  if (stories.length === 0) continue;
  const file = path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, '');
  storiesByFile.set(file, stories);
  describe(file, () => {
    for (const [exportName, story] of stories) {
      for (const theme of THEMES) {
        test(`${exportName} (${theme})`, async () => {
          const canvasElement = await renderStory(story, theme);
          await expect(page.elementLocator(screenshotTarget(canvasElement))).toMatchScreenshot(
            screenshotName(file, exportName, theme),
          );
        });
      }
    }
  });
}

/**
 * Moves the real pointer to the page's bottom-right corner, away from where the story will be drawn
 * (top left), so nothing of it is hovered unless a state asks for it: the pointer stays where the
 * last state left it, and a card rendered under it would be hovered before its play function ran.
 */
async function parkPointer(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 4px; height: 4px;';
  document.body.appendChild(corner);
  await userEvent.hover(page.elementLocator(corner));
  corner.remove();
}

/**
 * Presses the real Tab key from the start of the story until `target` has focus, as a keyboard
 * user reaches it (so react-aria's focus ring and CSS :focus-visible both show).
 */
async function tabTo(canvasElement: HTMLElement, target: Locator): Promise<void> {
  const element = target.element();
  // Tab starts from the focused element: focus the canvas itself first, then leave it focusless.
  canvasElement.tabIndex = -1;
  canvasElement.focus();
  for (let presses = 0; presses < 10 && document.activeElement !== element; presses += 1) {
    await userEvent.keyboard('{Tab}');
  }
  canvasElement.removeAttribute('tabindex');
  await expect.element(target).toHaveFocus();
}

/**
 * Hover and keyboard focus, with the real mouse and keyboard (Playwright, not synthetic events:
 * CSS :hover and :focus-visible apply as well as react-aria's state). They come after every
 * story, at the end of the file, because the real pointer stays where it was left and would hover
 * whatever a later story drew there.
 */
const INTERACTIONS: Array<{
  file: string;
  story: string;
  state: string;
  act: (canvas: Locator, canvasElement: HTMLElement) => Promise<void>;
}> = [
  {
    file: 'pin-card/PinCard',
    story: 'Default',
    state: 'hovered',
    act: (canvas) => userEvent.hover(canvas.getByTestId('pin-card')),
  },
  {
    file: 'pin-card/PinCard',
    story: 'Default',
    state: 'keyboard-focused',
    act: (canvas, canvasElement) => tabTo(canvasElement, canvas.getByRole('link', { name: labels.open })),
  },
  // Large is the primary (red) button: the Primary story's own play function presses it, which
  // leaves it drawn hovered already.
  ...(['Large', 'Secondary'] as const).flatMap((story) => [
    {
      file: 'ui/Button',
      story,
      state: 'hovered',
      act: (canvas: Locator) => userEvent.hover(canvas.getByRole('button')),
    },
    {
      file: 'ui/Button',
      story,
      state: 'focus-visible',
      act: (canvas: Locator, canvasElement: HTMLElement) => tabTo(canvasElement, canvas.getByRole('button')),
    },
  ]),
  // The kit's choice controls and search field under the pointer (a darker edge, a grey segment).
  ...(
    [
      ['ui/Switch', 'Dark mode'],
      ['ui/RadioGroup', 'Female'],
      ['ui/CheckboxGroup', 'Push notification'],
      ['ui/SegmentedControl', '90 days'],
    ] as const
  ).map(([file, text]) => ({
    file,
    story: 'Rest',
    state: 'hovered',
    act: (canvas: Locator) => userEvent.hover(canvas.getByText(text, { exact: true })),
  })),
  {
    file: 'ui/SearchField',
    story: 'Rest',
    state: 'hovered',
    act: (canvas) => userEvent.hover(canvas.getByRole('searchbox')),
  },
];

// Each state goes with its story file's shard; one naming a file that no longer exists stays on the
// first, where it fails. A shard with none gets no suite: an empty one fails the run.
const shardInteractions = INTERACTIONS.filter(({ file }) => {
  const path = `./${file}.stories.tsx`;
  return path in modules ? shardFiles.has(path) : (shard?.index ?? 1) === 1;
});
if (shardInteractions.length > 0)
  describe('hover and keyboard focus', () => {
    for (const { file, story: exportName, state, act } of shardInteractions) {
      const story = storiesByFile.get(file)?.find(([name]) => name === exportName)?.[1];
      for (const theme of THEMES) {
        test(`${file} ${exportName} ${state} (${theme})`, async () => {
          // A renamed story fails here rather than silently losing its state screenshots.
          expect(story, `${file}--${exportName} is a screenshotted story`).toBeDefined();
          if (!story) return;
          await parkPointer();
          const canvasElement = await renderStory(story, theme);
          await act(page.elementLocator(canvasElement), canvasElement);
          await expect(page.elementLocator(screenshotTarget(canvasElement))).toMatchScreenshot(
            screenshotName(file, exportName, theme, state),
          );
        });
      }
    }
  });
