/**
 * The builders' checks before publishing: the title and description within the limits the model
 * sets (PIN_TITLE_INPUT_MAX; §9 description 500), the link an external URL (§5: http or https and
 * not this site), and an image. An image still uploading is no error: Publish waits for it
 * (uploadsReadiness); an error shown is one that still holds (stillHolding).
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

/** No image chosen, or its upload failed; one on its way is fine (Publish waits for it). */
export function imageError(image: UploadedImage): string | undefined {
  if (image.signature) return undefined;
  if (image.phase && image.phase !== 'failed') return undefined;
  return CREATE_TEXT.imageRequired;
}

/**
 * Whether a pin's images let it be published: `ready` (all uploaded), `processing` (none missing or
 * failed, some still on their way: Publish waits), `failed` (an upload failed) or `missing`.
 */
export type UploadsReadiness = 'ready' | 'processing' | 'failed' | 'missing';

export function uploadsReadiness(images: readonly UploadedImage[]): UploadsReadiness {
  if (images.some((image) => image.phase === 'failed' && !image.signature)) return 'failed';
  if (images.some((image) => !image.signature && !image.phase)) return 'missing';
  if (images.some((image) => !image.signature)) return 'processing';
  return 'ready';
}

/**
 * The errors of `shown` that still hold, each with its message of now (`current`): an error a
 * person has fixed goes at once, rather than staying beside a field that contradicts it.
 */
export function stillHolding<K extends string>(
  shown: Partial<Record<K, string>>,
  current: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const kept: Partial<Record<K, string>> = {};
  for (const key of Object.keys(shown) as K[]) if (current[key]) kept[key] = current[key];
  return kept;
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
