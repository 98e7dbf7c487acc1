/**
 * The board editing pages' states (issue 14) for designers: a board's details (and a name over 50
 * refused inline, and the delete confirmation), its collaborators (and a removal the server refuses:
 * rolled back with the message), adding collaborators, a section's edit page, someone else's board
 * (can't edit) and a logged-out visitor. Each is the real site at the page's path, answered by the
 * stories' MSW backend with the seed world's boards of the viewer. Left out of the screenshot test
 * like the other page stories: the pages load avatars at their own pace.
 */
import { createWorld, failing } from '@tessera/mocks';
import { BOARD_TITLE_MAX, buildPath } from '@tessera/model';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { BOARD_EDIT_TEXT as T } from '../../playground-app/src/routes/board/edit/boardEditText.ts';
import { userName } from '../../playground-app/src/shared/PeopleList.tsx';
import { LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });
const viewerBoards = world.boards.filter((board) => board.username === world.viewer.username);

function required<V>(value: V | undefined, what: string): V {
  if (value === undefined) throw new Error(`The seed world has no ${what}`);
  return value;
}

/** The viewer's board with collaborators, and its first collaborator. */
const [sharedBoardId, collaboratorIds] = required(
  Object.entries(world.boardCollaborators).find(
    ([id, ids]) => ids.length > 0 && viewerBoards.some((board) => board.id === id),
  ),
  'board of the viewer with collaborators',
);
const sharedBoard = required(
  viewerBoards.find((board) => board.id === sharedBoardId),
  'shared board',
);
const collaborator = required(
  world.users.find((user) => user.id === collaboratorIds[0]),
  'collaborator',
);
/** A section of one of the viewer's boards. */
const section = required(
  world.sections.find((s) => viewerBoards.some((board) => board.id === s.boardId)),
  'section of the viewer',
);
/** Someone else's public board. */
const otherBoard = required(
  world.boards.find(
    (board) =>
      board.username !== world.viewer.username &&
      board.privacy !== 'secret' &&
      !(world.boardCollaborators[board.id] ?? []).includes(world.viewer.id),
  ),
  "board of someone else's",
);

type Canvas = ReturnType<typeof within>;
const editPath = buildPath('boardEdit', { id: sharedBoard.id });

async function loaded(canvas: Canvas, heading: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: heading }, LOADED)).toBeVisible();
}

const meta = preview.meta({
  title: 'Pages/BoardEdit',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

/** /board/{id}/edit: name, description, secret, archive, Save and Delete board. */
export const Details = meta.story({
  args: { path: editPath },
  play: async ({ canvas }) => {
    await loaded(canvas, T.heading);
    await expect(canvas.getByRole('textbox', { name: T.name })).toHaveValue(sharedBoard.name);
    await expect(canvas.getByRole('checkbox', { name: T.secret })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: T.navDetails })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: T.backToBoard(sharedBoard.name) })).toHaveAttribute(
      'href',
      sharedBoard.url ?? '',
    );
  },
});

/** A name over §9's 50: refused inline, the text kept, nothing sent. */
export const NameTooLong = meta.story({
  args: { path: editPath },
  play: async ({ canvas }) => {
    await loaded(canvas, T.heading);
    const name = canvas.getByRole('textbox', { name: T.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(BOARD_TITLE_MAX + 1));
    await userEvent.click(canvas.getByRole('button', { name: T.save }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(T.tooLong(BOARD_TITLE_MAX))).toBeVisible();
  },
});

/** Delete board asks first. */
export const DeleteConfirmation = meta.story({
  args: { path: editPath },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas, T.heading);
    await userEvent.click(canvas.getByRole('button', { name: T.deleteBoard }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: T.deleteBoardHeading,
    });
    await expect(dialog).toHaveTextContent(T.deleteBoardBody(sharedBoard.name));
  },
});

/** /board/{id}/edit/collaborators: the owner, the collaborators with Remove, invitees with Withdraw. */
export const Collaborators = meta.story({
  args: { path: buildPath('boardEditCollaborators', { id: sharedBoard.id }) },
  play: async ({ canvas }) => {
    await loaded(canvas, T.collaboratorsHeading);
    const list = await canvas.findByRole('list', { name: T.collaboratorsHeading }, LOADED);
    const row = within(list).getByText(userName(collaborator)).closest('li') as HTMLElement;
    await expect(within(row).getByRole('button', { name: T.remove })).toBeVisible();
  },
});

/** A removal the server refuses: the person comes back where they were, and the page says so (§8). */
export const RemoveFails = meta.story({
  args: { path: buildPath('boardEditCollaborators', { id: sharedBoard.id }) },
  beforeEach({ msw }) {
    msw.use(failing('BoardCollaboratorResource/delete', 500, 'Try again in a moment.'));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: T.collaboratorsHeading }, LOADED);
    const name = userName(collaborator);
    const row = within(list).getByText(name).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: T.remove }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      `${T.removeFailed(name)} Try again in a moment.`,
    );
    await expect(within(list).getByText(name)).toBeVisible();
  },
});

/** /board/{id}/edit/add_collaborators: search, and the viewer's people with Invite. */
export const AddCollaborators = meta.story({
  args: { path: buildPath('boardEditAddCollaborators', { id: sharedBoard.id }) },
  play: async ({ canvas }) => {
    await loaded(canvas, T.addHeading);
    await expect(canvas.getByRole('searchbox', { name: T.searchLabel })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: T.suggestions }, LOADED)).toBeVisible();
  },
});

/** /boardsection/{id}/edit: the section's name, Save and Delete section. */
export const Section = meta.story({
  args: { path: buildPath('boardSectionEdit', { id: section.id }) },
  play: async ({ canvas }) => {
    await loaded(canvas, T.sectionHeading);
    await expect(canvas.getByRole('textbox', { name: T.name })).toHaveValue(section.title);
    await expect(canvas.getByRole('button', { name: T.deleteSection })).toBeVisible();
  },
});

/** Someone else's board: not theirs to edit (403). */
export const NotYours = meta.story({
  args: { path: buildPath('boardEdit', { id: otherBoard.id }) },
  play: async ({ canvas }) => {
    await loaded(canvas, T.forbiddenHeading);
    await expect(canvas.getByText(T.forbiddenBody)).toBeVisible();
  },
});

/** A logged-out visitor: log in first. */
export const LoggedOut = meta.story({
  args: { path: editPath },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await loaded(canvas, T.loggedOutHeading);
  },
});
