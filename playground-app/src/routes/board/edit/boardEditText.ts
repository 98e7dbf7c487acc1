/**
 * The words of the board editing pages (§2 /board/{id}/edit, …/collaborators, …/add_collaborators,
 * /boardsection/{id}/edit), with no runtime imports (the e2e tests read them too). The spec gives
 * the routes, the board title limit of 50 and the description limit of 500 (§9): the words are ours.
 * Limits come in as arguments from @tessera/model, so they have one home.
 */
export const BOARD_EDIT_TEXT = {
  // links to these pages (board and section pages)
  editBoard: 'Edit board',
  editSection: 'Edit section',
  // the pages' frame
  nav: 'Board settings',
  navDetails: 'Details',
  navCollaborators: 'Collaborators',
  navAddCollaborators: 'Add collaborators',
  backToBoard: (board: string) => `Back to ${board}`,
  backToSection: (section: string) => `Back to ${section}`,
  // /board/{id}/edit
  heading: 'Edit your board',
  name: 'Name',
  description: 'Description',
  secret: 'Keep this board secret',
  secretHelp: 'Only you and your collaborators can see a secret board.',
  archive: 'Archive this board',
  archiveHelp: 'An archived board keeps its Pins and shows under Archived on your profile.',
  ownerOnly: 'Only the owner can change privacy, archive or delete the board.',
  save: 'Save',
  saved: 'Your changes were saved.',
  saveFailed: 'Your changes could not be saved.',
  nameRequired: 'Give it a name.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  count: (length: number, max: number) => `${length} / ${max}`,
  deleteBoard: 'Delete board',
  deleteBoardHeading: 'Delete this board?',
  deleteBoardBody: (board: string) =>
    `${board} and your saves to it will be deleted for good. This can't be undone.`,
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  deleteBoardFailed: 'The board could not be deleted.',
  boardDeleted: (board: string) => `${board} was deleted.`,
  // who may edit
  loggedOutHeading: 'Log in to edit boards',
  loggedOutBody: 'Log in to edit your boards, their sections and who collaborates on them.',
  forbiddenHeading: "You can't edit this board",
  forbiddenBody: 'Only the owner of a board and the people collaborating on it can edit it.',
  // /board/{id}/edit/collaborators and …/add_collaborators
  collaboratorsHeading: 'Collaborators',
  collaboratorsList: 'People on this board',
  owner: 'Owner',
  collaborator: 'Collaborator',
  invited: 'Invited',
  you: (name: string) => `${name} (you)`,
  remove: 'Remove',
  withdraw: 'Withdraw',
  invite: 'Invite',
  noCollaborators: 'No one else is on this board yet. Add collaborators to save Pins together.',
  removed: (name: string) => `${name} is no longer on this board.`,
  removeFailed: (name: string) => `${name} could not be removed, and is back on the list.`,
  inviteSent: (name: string) => `${name} was invited.`,
  inviteFailed: (name: string) => `${name} could not be invited.`,
  addHeading: 'Add collaborators',
  searchLabel: 'Search people',
  search: 'Search',
  suggestions: 'People you follow and who follow you',
  results: (query: string) => `People matching “${query}”`,
  noPeople: 'No one to show.',
  searchFailed: 'The search could not be done.',
  // Create board (the viewer's own profile, Saved)
  create: 'Create',
  createFailed: 'The board could not be created.',
  // /boardsection/{id}/edit
  sectionHeading: 'Edit your section',
  sectionOf: (board: string) => `A section of ${board}`,
  deleteSection: 'Delete section',
  deleteSectionHeading: 'Delete this section?',
  deleteSectionBody: (section: string) =>
    `${section} will be deleted. Its Pins stay on the board, outside any section.`,
  deleteSectionFailed: 'The section could not be deleted.',
  sectionDeleted: (section: string) => `${section} was deleted.`,
} as const;
