/**
 * Issue 14, the pin builders, by clicks: from the header's Create, a pin with an uploaded image
 * (the §4 polling seen: Processing… shows before the image is ready), its draft kept over a reload,
 * published to a board → its closeup with the title; Publish pressed while the image processes
 * waits for it and opens the closeup (issue 30); a story pin of two pages put in the other
 * order → its closeup shows them in that order. Then axe, light and dark, on both builders.
 */

import { CREATE_TEXT } from '../playground-app/src/routes/create/createText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Locator, type Page, test } from './test.ts';
import { pngFile } from './uploads.ts';

/** One poll is 5000 ms (§9): an upload is ready after one wait, slower on a loaded machine. */
const UPLOADED = { timeout: 20_000 };

async function openCreate(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: CREATE_TEXT.pinHeading })).toBeVisible();
}

async function chooseFile(scope: Locator, name: string) {
  await scope.locator('input[type="file"]').setInputFiles(pngFile(name));
}

test('a pin from an uploaded image: Processing… while polled, the draft kept over a reload, published to its closeup', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openCreate(page);
  const main = page.getByRole('main');
  await chooseFile(main, 'tart.png');
  // §4: the upload is polled every 5000 ms while processing; the builder says so.
  await expect(main.getByText(CREATE_TEXT.uploadStatus.processing)).toBeVisible();
  await main.getByRole('textbox', { name: CREATE_TEXT.title }).fill('My lemon tart');
  await main.getByRole('textbox', { name: CREATE_TEXT.description }).fill('Sharp and sweet.');
  const link = main.getByRole('textbox', { name: CREATE_TEXT.link });
  await link.fill('javascript:alert(1)');
  await link.blur();
  await expect(main.getByText(CREATE_TEXT.linkInvalid)).toBeVisible();
  await link.fill('https://example.com/lemon-tart');
  await main.getByRole('combobox', { name: CREATE_TEXT.board }).selectOption({ label: 'Wall art' });
  await expect(main.getByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible(UPLOADED);

  // The draft survives a reload: the fields and the uploaded image.
  await page.reload();
  await expect(main.getByText(CREATE_TEXT.draftRestored)).toBeVisible();
  await expect(main.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('My lemon tart');
  await expect(main.getByRole('textbox', { name: CREATE_TEXT.link })).toHaveValue(
    'https://example.com/lemon-tart',
  );
  await expect(main.getByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible();

  await main.getByRole('button', { name: CREATE_TEXT.publish }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My lemon tart' })).toBeVisible();
  // Issue 30: the pin shows the file uploaded (a 1 × 1 PNG), not a picture drawn for it.
  const image = page.getByRole('main').getByRole('img', { name: 'My lemon tart' }).first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBe(1);

  // Published: the builder starts empty again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: CREATE_TEXT.pinHeading })).toBeVisible();
  await expect(page.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('');
});

test('Publish pressed while the image is processing waits for it, then opens the closeup (issue 30)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openCreate(page);
  const main = page.getByRole('main');
  await chooseFile(main, 'waiting.png');
  await expect(main.getByText(CREATE_TEXT.uploadStatus.processing)).toBeVisible();
  await main.getByRole('textbox', { name: CREATE_TEXT.title }).fill('Published when ready');
  await main.getByRole('button', { name: CREATE_TEXT.publish }).click();
  // The press is taken: the button says it waits, and no error contradicts it.
  await expect(main.getByRole('button', { name: CREATE_TEXT.publishWhenReady })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(main.getByText(CREATE_TEXT.fixErrors)).toHaveCount(0);
  await expect(page).toHaveURL(/\/pin\/\d+\/$/, UPLOADED);
  await expect(page.getByRole('heading', { level: 1, name: 'Published when ready' })).toBeVisible();
});

test('a story pin of two pages, reordered with Move down, published in that order', async ({ page }) => {
  test.setTimeout(60_000);
  await openCreate(page);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: CREATE_TEXT.toStory }).click();
  await expect(main.getByRole('heading', { level: 1, name: CREATE_TEXT.storyHeading })).toBeVisible();
  const pageOf = (n: number) => main.getByRole('listitem', { name: CREATE_TEXT.page(n) });
  await chooseFile(pageOf(1), 'first.png');
  await pageOf(1).getByRole('textbox', { name: CREATE_TEXT.pageText }).fill('Whisk the eggs');
  await chooseFile(pageOf(2), 'second.png');
  await pageOf(2).getByRole('textbox', { name: CREATE_TEXT.pageText }).fill('Heat the pan');
  await main.getByRole('textbox', { name: CREATE_TEXT.title }).fill('Omelette in two steps');

  await pageOf(1).getByRole('button', { name: CREATE_TEXT.moveDown }).click();
  await expect(pageOf(1).getByRole('textbox', { name: CREATE_TEXT.pageText })).toHaveValue('Heat the pan');
  await expect(pageOf(2).getByRole('textbox', { name: CREATE_TEXT.pageText })).toHaveValue('Whisk the eggs');
  for (const n of [1, 2])
    await expect(pageOf(n).getByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible(UPLOADED);

  await main.getByRole('button', { name: CREATE_TEXT.publish }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  const story = page.getByRole('region', { name: 'Story pages' });
  await expect(story.getByText('Page 1 of 2')).toBeVisible();
  await expect(story.getByText('Heat the pan')).toBeVisible();
  await story.getByRole('button', { name: 'Next page' }).click();
  await expect(story.getByText('Whisk the eggs')).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the pin builder and the story pin builder (${scheme})`, async ({ page }) => {
    test.setTimeout(45_000);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openCreate(page);
    const main = page.getByRole('main');
    // With an upload under way, an inline error and the board form open.
    await chooseFile(main, 'axe.png');
    await expect(main.getByText(CREATE_TEXT.uploadStatus.processing)).toBeVisible();
    const link = main.getByRole('textbox', { name: CREATE_TEXT.link });
    await link.fill('http://127.0.0.1/');
    await link.blur();
    await expect(main.getByText(CREATE_TEXT.linkInvalid)).toBeVisible();
    await main.getByRole('button', { name: CREATE_TEXT.createBoard }).click();
    await expect(main.getByRole('textbox', { name: CREATE_TEXT.newBoardName })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('link', { name: CREATE_TEXT.toStory }).click();
    await expect(main.getByRole('heading', { level: 1, name: CREATE_TEXT.storyHeading })).toBeVisible();
    await main.getByRole('button', { name: CREATE_TEXT.publish }).click();
    await expect(main.getByText(CREATE_TEXT.fixErrors)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
