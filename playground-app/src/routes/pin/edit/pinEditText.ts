/**
 * The words of the pin edit pages (/pin/{id}/edit, /pin/{id}/repin/ and its saved-pin edit), with
 * no runtime imports (the e2e tests read them too). The spec gives the routes and §8's delete
 * messages (in @tessera/model's messages): every word here is ours.
 */
import { CREATE_TEXT } from '../../create/createText.ts';

export const PIN_EDIT_TEXT = {
  heading: 'Edit Pin',
  title: 'Title',
  description: 'Description',
  link: 'Link',
  altText: 'Alt text',
  altTextHelp: 'Describes the image for people who use a screen reader.',
  board: 'Board',
  section: 'Section',
  /** The board choice of a save that is on the profile (no board). */
  profile: 'Profile',
  noSection: 'No section',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteHeading: 'Delete this Pin?',
  deleteBody: "Once you delete a Pin, you can't get it back.",
  keep: 'Keep it',
  saved: 'Your changes were saved.',
  saveFailed: (why: string) => `Your changes could not be saved: ${why}`,
  /** §5 an external URL: http or https, to another site. */
  /** The builder's words for the same §5 rule. */
  linkInvalid: CREATE_TEXT.linkInvalid,
  sectionsFailed: 'The sections of this board could not load.',
  notYours: "This Pin isn't yours: only the person who created it can edit it.",
  loggedOut: 'Log in to edit your Pins.',
} as const;

export const REPIN_TEXT = {
  heading: 'Save this Pin',
  intro: 'Choose the board, and a section if you like, where this Pin goes.',
  save: 'Save',
  loggedOut: 'Log in to save this Pin to one of your boards.',
  editHeading: 'Change where this Pin is saved',
  editIntro: 'Move your save to another board or a section, or delete it.',
  move: 'Move',
  chooseBoard: 'Choose the board to move this Pin to.',
  deleteSave: 'Delete save',
  deleteSaveHeading: 'Delete this save?',
  deleteSaveBody: 'The Pin leaves your board. You can save it again later.',
  notSaved: "You haven't saved this Pin, so there is nothing to change.",
  moveFailed: (why: string) => `The Pin could not be moved: ${why}`,
  saveFailed: (why: string) => `The Pin could not be saved: ${why}`,
  loggedOutEdit: 'Log in to change where your Pins are saved.',
} as const;
