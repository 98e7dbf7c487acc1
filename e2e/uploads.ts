/** Files the e2e tests upload. */

/** A tiny PNG (1×1): the upload URL takes JPEG, PNG, GIF or WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG file named `name`, for setInputFiles. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
