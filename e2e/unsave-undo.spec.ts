/**
 * Issue 30 item 6: pressing Saved removed the save at once with no way back. The "Pin deleted!"
 * toast offers Undo, which saves the pin back to the board it was on; the server has it again
 * after a reload.
 */
import { labels, messages } from '../packages/model/src/index.ts';
import { expect, type Page, test } from './test.ts';

test.setTimeout(90_000);

async function serverSave(page: Page, pinId: string) {
  const data = encodeURIComponent(JSON.stringify({ options: { id: pinId } }));
  const response = await page.request.get(`/resource/PinResource/get/?data=${data}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { resource_response: { data: { savedInfo?: { boardId?: string } } } })
    .resource_response.data.savedInfo;
}

test('unsave, then Undo in the "Pin deleted!" toast: saved back to its board, also on the server', async ({
  page,
}) => {
  const boards = page.waitForResponse((r) => r.url().includes('/resource/BoardsResource/get/'));
  await page.goto('/');
  const feed = page.getByRole('feed', { name: 'Home feed' });
  const first = feed.getByRole('article').nth(4);
  await expect(first).toBeVisible();
  const pinId = (await first.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';
  await (await boards).finished();
  const card = feed.locator(`[data-pin-id="${pinId}"]`);
  await card.hover();
  await card.getByRole('button', { name: labels.save, exact: true }).click();
  await expect(page.getByRole('status').getByText(/^Saved to /)).toBeVisible();
  const boardId = (await serverSave(page, pinId))?.boardId;
  expect(boardId).toEqual(expect.any(String));

  await card.hover();
  await card.getByRole('button', { name: labels.saved, exact: true }).click();
  const toast = page.getByRole('status');
  await expect(toast.getByText(messages.pinDeleted)).toBeVisible();
  await expect.poll(() => serverSave(page, pinId)).toBeUndefined();
  await toast.getByRole('button', { name: labels.undo }).click();
  await expect.poll(async () => (await serverSave(page, pinId))?.boardId).toBe(boardId);
  await card.hover();
  await expect(card.getByRole('button', { name: labels.saved, exact: true })).toBeVisible();
  await page.reload();
  expect((await serverSave(page, pinId))?.boardId).toBe(boardId);
});
