/** Save button variant choice (SPEC §4). */

/** §4 the save button variants by options type, plus quick-save. */
export const SAVE_BUTTON_VARIANTS = [
  'classic',
  'inline',
  'persistentOneClickSave',
  'promote',
  'quickSave',
] as const;
export type SaveButtonVariant = (typeof SAVE_BUTTON_VARIANTS)[number];
/** The options types that pick a variant; inline comes with a board dropdown. */
export type SaveButtonOptionsType = Exclude<SaveButtonVariant, 'quickSave'>;

/**
 * §4: quick-save for an experiment group or an enabled save behaviour; otherwise the variant of the
 * options type (classic, inline with dropdown, persistentOneClickSave, promote); classic when the
 * options type is absent or unknown.
 */
export function saveButtonVariant({
  optionsType,
  quickSaveExperiment = false,
  saveBehaviorEnabled = false,
}: {
  optionsType?: string | null;
  quickSaveExperiment?: boolean;
  saveBehaviorEnabled?: boolean;
}): SaveButtonVariant {
  if (quickSaveExperiment || saveBehaviorEnabled) return 'quickSave';
  const known = SAVE_BUTTON_VARIANTS.filter((v) => v !== 'quickSave') as readonly string[];
  return optionsType && known.includes(optionsType) ? (optionsType as SaveButtonOptionsType) : 'classic';
}

/** §4 the inline variant shows a board dropdown beside the button. */
export function hasBoardDropdown(variant: SaveButtonVariant): boolean {
  return variant === 'inline';
}
