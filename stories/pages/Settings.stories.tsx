/**
 * The settings and safety pages (issue 14) for designers: /settings with a blocked person, a
 * refused profile (the server's message under its field, the typed text kept), an unblock the
 * server refuses (put back, with a message); /appealed-pin/ with an appeal; /reports-and-violations/
 * with reports and with nothing; /age-appeal with a date that is no date; /secure/panic and its
 * confirmation; /settings logged out. Each is the real site at the page's path, answered by the
 * stories' MSW backend (seed 1), with an answer replaced where the seed world has no such data.
 */
import { createWorld, failing } from '@tessera/mocks';
import { FIRST_NAME_MAX, type Pin } from '@tessera/model';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PROFILE_TEXT } from '../../playground-app/src/routes/profile/profileText.ts';
import {
  AGE_APPEAL_TEXT,
  APPEALS_TEXT,
  PANIC_TEXT,
  REPORTS_TEXT,
  SETTINGS_TEXT,
} from '../../playground-app/src/routes/settings/settingsText.ts';
import { userName } from '../../playground-app/src/shared/PeopleList.tsx';
import { answer, LOADED, Site } from './site.tsx';

const world = createWorld({ seed: 1 });
/** Someone the viewer follows: here, someone they blocked. */
const person = (() => {
  const id = world.follows.users[world.viewer.id]?.[0];
  const found = world.users.find((user) => user.id === id);
  if (!found) throw new Error('The viewer of the seed world follows nobody');
  return found;
})();
const personName = userName(person);
const pin = world.pins[0] as Pin;
const pinTitle = pin.title || pin.gridTitle || `Pin ${pin.id}`;

const blockedAnswer = () =>
  http.get(/\/resource\/UserBlockResource\/get\//, () => answer([{ ...person, blocked_by_me: true }]));

type Canvas = ReturnType<typeof within>;
const pageHeading = async (canvas: Canvas, name: string) =>
  expect(await canvas.findByRole('heading', { level: 1, name }, LOADED)).toBeVisible();

const meta = preview.meta({
  title: 'Pages/Settings',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

/** /settings: the profile fields, dark mode, privacy and a blocked person with Unblock. */
export const Settings = meta.story({
  args: { path: '/settings/' },
  beforeEach({ msw }) {
    msw.use(blockedAnswer());
  },
  play: async ({ canvas }) => {
    await pageHeading(canvas, SETTINGS_TEXT.heading);
    await expect(canvas.getByRole('textbox', { name: SETTINGS_TEXT.firstName })).toHaveValue(
      world.viewer.first_name ?? '',
    );
    await expect(canvas.getByRole('switch', { name: SETTINGS_TEXT.darkMode })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: SETTINGS_TEXT.searchPrivacy })).not.toBeChecked();
    const list = await canvas.findByRole('list', { name: SETTINGS_TEXT.blockedList }, LOADED);
    await expect(within(list).getByRole('link', { name: personName })).toBeVisible();
  },
});

/** A first name over §9's 30: the server's message under the field, the typed text kept. */
export const RefusedProfile = meta.story({
  args: { path: '/settings/' },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('textbox', { name: SETTINGS_TEXT.firstName }, LOADED);
    const tooLong = 'x'.repeat(FIRST_NAME_MAX + 1);
    await userEvent.clear(first);
    await userEvent.type(first, tooLong);
    await userEvent.click(canvas.getAllByRole('button', { name: SETTINGS_TEXT.save })[0] as HTMLElement);
    await expect(
      await canvas.findByText(
        `${SETTINGS_TEXT.firstName} must be at most ${FIRST_NAME_MAX} characters`,
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(first).toHaveValue(tooLong);
    await expect(canvas.getByText(SETTINGS_TEXT.notSaved)).toBeVisible();
  },
});

/** An unblock the server refuses: the person is put back, with a message (§4, §8). */
export const UnblockRefused = meta.story({
  args: { path: '/settings/' },
  beforeEach({ msw }) {
    msw.use(blockedAnswer(), failing('UserBlockResource/delete', 500, ''));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: SETTINGS_TEXT.blockedList }, LOADED);
    await userEvent.click(within(list).getByRole('button', { name: SETTINGS_TEXT.unblock }));
    await expect(await canvas.findByText(PROFILE_TEXT.blockFailed(personName), {}, LOADED)).toBeVisible();
    // The only person left the list for a moment (an empty list says so): it is a new list now.
    const back = canvas.getByRole('list', { name: SETTINGS_TEXT.blockedList });
    await expect(within(back).getByRole('link', { name: personName })).toBeVisible();
  },
});

/** Logged out (the backend answers 401 for the viewer): a way to log in. */
export const SettingsLoggedOut = meta.story({
  args: { path: '/settings/' },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to change your settings.'));
  },
  play: async ({ canvas }) => {
    await pageHeading(canvas, SETTINGS_TEXT.heading);
    await expect(canvas.getByText(SETTINGS_TEXT.loggedOut)).toBeVisible();
  },
});

/** /appealed-pin/ with an appeal in review (the seed world has none: an answer in its place). */
export const Appeals = meta.story({
  args: { path: '/appealed-pin/' },
  beforeEach({ msw }) {
    msw.use(
      http.get(/\/resource\/PinAppealResource\/get\//, () =>
        answer([
          {
            id: '1',
            pin_id: pin.id,
            pin,
            reason: 'It is my own photo.',
            status: 'in_review',
            created_at: '2026-11-20T10:00:00Z',
          },
        ]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await pageHeading(canvas, APPEALS_TEXT.heading);
    const list = await canvas.findByRole('list', { name: APPEALS_TEXT.list }, LOADED);
    await expect(within(list).getByText(APPEALS_TEXT.status.in_review)).toBeVisible();
    await expect(within(list).getByText('It is my own photo.')).toBeVisible();
  },
});

/** /reports-and-violations/ with nothing: an honest empty state for each list. */
export const NothingReported = meta.story({
  args: { path: '/reports-and-violations/' },
  play: async ({ canvas }) => {
    await pageHeading(canvas, REPORTS_TEXT.heading);
    await expect(canvas.getByText(REPORTS_TEXT.noReports)).toBeVisible();
    await expect(canvas.getByText(REPORTS_TEXT.noViolations)).toBeVisible();
  },
});

/** /reports-and-violations/ with a report of the viewer's and a reported pin of theirs, with Appeal. */
export const Reports = meta.story({
  args: { path: '/reports-and-violations/' },
  beforeEach({ msw }) {
    msw.use(
      http.get(/\/resource\/UserReportsResource\/get\//, () =>
        answer({
          reports: [{ pin_id: pin.id, pin, feedback_type: 'report' }],
          violations: [{ pin_id: pin.id, pin, report_count: 2 }],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await pageHeading(canvas, REPORTS_TEXT.heading);
    const reports = await canvas.findByRole('list', { name: REPORTS_TEXT.reportsList }, LOADED);
    await expect(within(reports).getByText(REPORTS_TEXT.reportedStatus)).toBeVisible();
    const violations = canvas.getByRole('list', { name: REPORTS_TEXT.violationsList });
    await expect(within(violations).getByText(REPORTS_TEXT.reportCount(2))).toBeVisible();
    await expect(within(violations).getByRole('link', { name: REPORTS_TEXT.appeal })).toBeVisible();
    await expect(within(violations).getByRole('link', { name: pinTitle })).toBeVisible();
  },
});

/** /age-appeal with a date that is no date: the message under the field, nothing sent. */
export const AgeAppealRefused = meta.story({
  args: { path: '/age-appeal/' },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: AGE_APPEAL_TEXT.birthdate }, LOADED);
    await userEvent.type(field, '2001-02-30');
    await userEvent.click(canvas.getByRole('button', { name: AGE_APPEAL_TEXT.submit }));
    await expect(await canvas.findByText(`${AGE_APPEAL_TEXT.birthdate} must be a real date`)).toBeVisible();
    await expect(field).toHaveValue('2001-02-30');
  },
});

/** /secure/panic with its confirmation open. */
export const Lockdown = meta.story({
  args: { path: '/secure/panic/' },
  play: async ({ canvas, canvasElement }) => {
    await pageHeading(canvas, PANIC_TEXT.heading);
    await userEvent.type(canvas.getByLabelText(PANIC_TEXT.newPassword), 'fresh-secret');
    await userEvent.type(canvas.getByLabelText(PANIC_TEXT.confirmPassword), 'fresh-secret');
    await userEvent.click(canvas.getByRole('button', { name: PANIC_TEXT.lock }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: PANIC_TEXT.confirmHeading }, LOADED);
    // The dialog fades in.
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: PANIC_TEXT.confirm })).toBeVisible(),
      LOADED,
    );
  },
});
