/** The words of the image viewer (the spec shows none; ours; no runtime imports: the e2e tests read them). */
export const IMAGE_VIEWER_TEXT = { open: 'View image', heading: 'Image' } as const;
