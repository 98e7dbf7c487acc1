/**
 * The pin builders' words (/pin-builder and its aliases, /story-pin-builder, /idea-pin-builder),
 * with no runtime imports (the e2e tests read them too). The spec names the routes, the §4 upload
 * states and the §5 external URL rule only: every word here is ours.
 */

/** The upload states of §4 a person sees (registered and processing are polled every 5000 ms). */
export type UploadPhase = 'uploading' | 'registered' | 'processing' | 'succeeded' | 'failed';

export const CREATE_TEXT = {
  pinTitle: 'Create Pin',
  pinHeading: 'Create a Pin',
  storyTitle: 'Create Idea Pin',
  storyHeading: 'Create an Idea Pin',
  storyIntro: 'Pages of images and text, shown one after another. Add at least two.',
  loggedOutText: 'Log in to create Pins and save them to your boards.',
  toStory: 'Make an Idea Pin of several pages instead',
  toPin: 'Make a Pin of one image instead',

  image: 'Image',
  chooseImage: 'Choose an image',
  changeImage: 'Choose another image',
  dropHint: 'or drop an image here, or paste one',
  dropHere: 'Drop the image to upload it',
  notAnImage: 'That is not an image. Choose a JPEG, PNG, GIF or WebP file.',
  imageRequired: 'Choose an image for the Pin first.',
  uploadStatus: {
    uploading: 'Uploading…',
    registered: 'Upload received. Waiting for processing…',
    processing: 'Processing…',
    succeeded: 'Image ready',
    failed: 'The image could not be uploaded. Try again or choose another image.',
  } satisfies Record<UploadPhase, string>,
  preview: 'Your image',

  title: 'Title',
  description: 'Description',
  link: 'Link',
  linkHelp: 'Where the Pin leads: a page on another site, starting with http:// or https://',
  linkInvalid: 'Enter a link to another site that starts with http:// or https://.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  upTo: (max: number) => `Up to ${max} characters`,

  board: 'Board',
  noBoard: 'Your profile (no board)',
  section: 'Section',
  noSection: 'No section',
  createBoard: 'Create board',
  newBoardName: 'New board name',
  newBoardCreate: 'Create',
  cancel: 'Cancel',
  boardNameRequired: 'Give the board a name.',
  boardCreateFailed: 'The board could not be created. Try again.',
  boardsFailed: 'Your boards could not be loaded. The Pin can still go to your profile.',

  publish: 'Publish',
  publishing: 'Publishing…',
  /** Publish pressed while an upload is processing: the button says it is waiting (its name too). */
  publishWhenReady: 'Publishing when the image is ready…',
  publishWhenImagesReady: 'Publishing when the images are ready…',
  /** Publish waited for an upload that failed: why nothing was published (the upload's words). */
  uploadStopped: (reason: string) => `The Pin was not published. ${reason}`,
  publishFailed: 'The Pin could not be published. Your changes are still here: try again.',
  fixErrors: 'Check the fields marked above.',
  draftRestored: 'Your draft was restored.',
  discardDraft: 'Discard draft',

  pages: 'Pages',
  page: (n: number) => `Page ${n}`,
  pageText: 'Text',
  addPage: 'Add page',
  removePage: 'Remove page',
  moveUp: 'Move up',
  moveDown: 'Move down',
  pageMoved: (from: number, to: number) => `Page ${from} is now page ${to}.`,
  pagesRequired: (min: number) => `Add at least ${min} pages.`,
  pagesAtMost: (max: number) => `A story has at most ${max} pages.`,
  pageImageRequired: 'Each page needs an image.',
} as const;
