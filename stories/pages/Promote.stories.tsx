/**
 * The promote tools and the creator studio (issue 14) for designers: /idea-ads-tool with the live
 * ad-targeting summary (§5: truthy fields only, at most 4), /advertiser/quick-promote opened on a
 * pin (?pin=id) and showing a bad budget's message, the tools logged out, /tv/studio with a video
 * pin and a story pin, its empty state, and the storyboard of a story pin. Each is the real site at
 * the page's path, answered by the stories' MSW backend (seed 1); the studio's pins are the world's
 * first video and story pin, handed to the viewer where the seed gives demo none. Left out of the
 * screenshot test like the other pages: they load pin images at their own pace.
 */
import { createWorld, failing } from '@tessera/mocks';
import { END_BOOKMARK, PROMOTE_BUDGET_MIN } from '@tessera/model';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PROMOTE_TEXT } from '../../playground-app/src/routes/promote/promoteText.ts';
import { storyboardPath } from '../../playground-app/src/routes/studio/StudioPage.tsx';
import { STORYBOARD_TEXT, STUDIO_TEXT } from '../../playground-app/src/routes/studio/studioText.ts';
import { answer, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });
const pinOfKind = (kind: string) => {
  const id = Object.entries(world.pinKinds).find(([, k]) => k === kind)?.[0];
  const pin = world.pins.find((p) => p.id === id);
  if (!pin) throw new Error(`The seed world has no ${kind} pin`);
  return pin;
};
const video = pinOfKind('video');
const story = pinOfKind('story');
/** A pin the viewer saved that is not promoted: what the tools open on with ?pin=. */
const savedPinId =
  world.saves.find(
    (s) => s.userId === world.viewer.id && !world.pins.find((p) => p.id === s.pinId)?.isPromoted,
  )?.pinId ?? '';

/** The viewer's saved pins are `pins` (the seed gives demo no video or story pin). */
const savedPins = (pins: unknown[]) =>
  http.get(/\/resource\/UserSavedPinsResource\/get\//, () => answer(pins, END_BOOKMARK));

const meta = preview.meta({
  title: 'Pages/Promote and studio',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

type Canvas = ReturnType<typeof within>;
const group = (canvas: Canvas, name: string) => canvas.getByRole('group', { name });

/** /idea-ads-tool: the viewer's pins, the languages and countries of §7, the live summary. */
export const IdeaAdsTool = meta.story({
  args: { path: '/idea-ads-tool/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: PROMOTE_TEXT.pin }, LOADED)).toBeVisible();
    await expect(canvas.getByText(PROMOTE_TEXT.summaryNone)).toBeVisible();
    await userEvent.click(
      within(group(canvas, PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'France' }),
    );
    await userEvent.click(
      within(group(canvas, PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'Spain' }),
    );
    await userEvent.click(
      within(group(canvas, PROMOTE_TEXT.languages)).getByRole('checkbox', { name: 'Français' }),
    );
    await userEvent.click(within(group(canvas, PROMOTE_TEXT.ages)).getByRole('checkbox', { name: '25-34' }));
    await userEvent.click(
      within(group(canvas, PROMOTE_TEXT.genders)).getByRole('checkbox', { name: 'Women' }),
    );
    const summary = canvas.getByRole('region', { name: PROMOTE_TEXT.summary });
    // Five fields set, four kept (§5), in the form's order.
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Languages: Français', 'Countries: France, Spain', 'Ages: 25-34', 'Genders: Women']);
  },
});

/** /advertiser/quick-promote?pin=id: the same flow, on a pin; a budget under the minimum says so. */
export const QuickPromoteBadBudget = meta.story({
  args: { path: `/advertiser/quick-promote/?pin=${savedPinId}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: PROMOTE_TEXT.quickHeading }, LOADED),
    ).toBeVisible();
    const checked = canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    await expect(checked).toHaveLength(1);
    await userEvent.click(
      within(group(canvas, PROMOTE_TEXT.countries)).getByRole('checkbox', { name: 'Japan' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: PROMOTE_TEXT.budget }), '0.5');
    await userEvent.type(canvas.getByRole('textbox', { name: PROMOTE_TEXT.duration }), '7');
    await userEvent.click(canvas.getByRole('button', { name: PROMOTE_TEXT.promote }));
    await expect(
      await canvas.findByText(`${PROMOTE_TEXT.budget} must be at least ${PROMOTE_BUDGET_MIN}`),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: PROMOTE_TEXT.budget })).toHaveValue('0.5');
  },
});

/** The promote tools logged out: a page asking to log in. */
export const PromoteLoggedOut = meta.story({
  args: { path: '/idea-ads-tool/' },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to promote.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(PROMOTE_TEXT.loggedOut, {}, LOADED)).toBeVisible();
  },
});

/** /tv/studio: a video pin with its length and a story pin with its pages and storyboard link. */
export const Studio = meta.story({
  args: { path: '/tv/studio/' },
  beforeEach({ msw }) {
    msw.use(savedPins([video, story]));
  },
  play: async ({ canvas }) => {
    const videos = await canvas.findByRole('list', { name: `${STUDIO_TEXT.videos} (1)` }, LOADED);
    await expect(within(videos).getByText(STUDIO_TEXT.length)).toBeVisible();
    const stories = canvas.getByRole('list', { name: `${STUDIO_TEXT.stories} (1)` });
    await expect(within(stories).getByRole('link', { name: STUDIO_TEXT.storyboard })).toHaveAttribute(
      'href',
      storyboardPath(story.id),
    );
  },
});

/** /tv/studio with no video or story pin: what to do about it. */
export const StudioEmpty = meta.story({
  args: { path: '/tv/studio/' },
  beforeEach({ msw }) {
    msw.use(savedPins([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(STUDIO_TEXT.noVideos, {}, LOADED)).toBeVisible();
    await expect(canvas.getByText(STUDIO_TEXT.noStories)).toBeVisible();
  },
});

/** /_/storyboard?pin=id: a story pin's pages in order. */
export const Storyboard = meta.story({
  args: { path: storyboardPath(story.id) },
  play: async ({ canvas }) => {
    const count = story.storyPinData?.pages?.length ?? 0;
    await expect(
      await canvas.findByRole('heading', { level: 2, name: STORYBOARD_TEXT.page(1, count) }, LOADED),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(count);
  },
});
