/**
 * The builders' checks before publishing: the title and description within the limits the model
 * sets (PIN_TITLE_INPUT_MAX; §9 description 500), the link an external URL (§5: http or https and
 * not this site), and an uploaded image.
 */
import { BOARD_PIN_DESCRIPTION_MAX, PIN_TITLE_INPUT_MAX } from '@tessera/model';
import { isExternalHref } from '@tessera/ui';
import { CREATE_TEXT } from './createText.ts';
import type { UploadedImage } from './useImageUpload.ts';

export interface PinFieldErrors {
  image?: string;
  title?: string;
  description?: string;
  link?: string;
}

/** §5 a pin's link must be external (http or https, to another site); empty: no link. The pin edit page's too. */
export function linkError(link: string): string | undefined {
  const value = link.trim();
  return value !== '' && !isExternalHref(value) ? CREATE_TEXT.linkInvalid : undefined;
}

export function imageError(image: UploadedImage): string | undefined {
  if (image.signature) return undefined;
  if (image.phase && image.phase !== 'failed') return CREATE_TEXT.imageStillUploading;
  return CREATE_TEXT.imageRequired;
}

export function pinErrors(
  fields: { title: string; description: string; link: string },
  image: UploadedImage,
): PinFieldErrors {
  const errors: PinFieldErrors = {};
  const image_ = imageError(image);
  if (image_) errors.image = image_;
  if (fields.title.trim().length > PIN_TITLE_INPUT_MAX)
    errors.title = CREATE_TEXT.tooLong(PIN_TITLE_INPUT_MAX);
  if (fields.description.trim().length > BOARD_PIN_DESCRIPTION_MAX)
    errors.description = CREATE_TEXT.tooLong(BOARD_PIN_DESCRIPTION_MAX);
  const link = linkError(fields.link);
  if (link) errors.link = link;
  return errors;
}
