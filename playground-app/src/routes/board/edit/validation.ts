/**
 * The board editing forms' inline errors: an empty name, a name over §9's 50 (boards and sections),
 * a description over §9's 500, else what the model's request schema refuses (e.g. a javascript:
 * link in the description).
 */
import { BOARD_PIN_DESCRIPTION_MAX, BOARD_TITLE_MAX, BoardUpdateOptionsSchema } from '@tessera/model';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';

export interface FieldErrors {
  name: string | null;
  description: string | null;
}

/** A board's or a section's name: required, at most BOARD_TITLE_MAX once trimmed. */
export function nameError(name: string): string | null {
  if (name.trim() === '') return BOARD_EDIT_TEXT.nameRequired;
  if (name.trim().length > BOARD_TITLE_MAX) return BOARD_EDIT_TEXT.tooLong(BOARD_TITLE_MAX);
  return null;
}

export function boardFormErrors(values: { name: string; description: string }): FieldErrors {
  const errors: FieldErrors = {
    name: nameError(values.name),
    description:
      values.description.length > BOARD_PIN_DESCRIPTION_MAX
        ? BOARD_EDIT_TEXT.tooLong(BOARD_PIN_DESCRIPTION_MAX)
        : null,
  };
  if (errors.name || errors.description) return errors;
  const checked = BoardUpdateOptionsSchema.safeParse({
    board_id: '1',
    name: values.name,
    description: values.description,
  });
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'description') errors[field] ??= issue.message;
  }
  return errors;
}
