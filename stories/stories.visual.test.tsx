/**
 * Visual regression: every story, in the light and the dark theme, rendered with the project's
 * preview (decorators, theme, MSW) and compared with the committed baseline in __screenshots__/.
 * The play function runs first, so a story's screenshot is its final state.
 * Update baselines after an intended change: `npm run test:visual:update`.
 */
import { isStory } from 'storybook/internal/csf';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoryModule = Record<string, unknown>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const THEMES = ['light', 'dark'] as const;

afterEach(() => {
  document.body.innerHTML = '';
});

for (const [path, module] of Object.entries(modules)) {
  // Stories tagged 'no-screenshot' (generated docs, pure behaviour) are left out; a file with
  // none left gets no suite at all, since an empty suite fails the run.
  const stories = Object.entries(module).flatMap(([exportName, value]) =>
    isStory(value) && !value.composed.tags.includes('no-screenshot') ? [[exportName, value] as const] : [],
  );
  if (stories.length === 0) continue;
  const file = path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, '');
  describe(file, () => {
    for (const [exportName, story] of stories) {
      for (const theme of THEMES) {
        test(`${exportName} (${theme})`, async () => {
          const canvasElement = document.createElement('div');
          canvasElement.dataset.testid = 'visual-canvas';
          canvasElement.style.display = 'inline-block';
          canvasElement.style.minWidth = '1px';
          document.body.appendChild(canvasElement);
          await story.run({ canvasElement, globals: { theme } });
          await document.fonts.ready;
          await expect(page.elementLocator(document.body)).toMatchScreenshot(
            `${file.replaceAll('/', '-')}--${exportName}-${theme}`,
          );
        });
      }
    }
  });
}
