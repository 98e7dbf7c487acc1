import { describe, expect, it } from 'vitest';
import { hasBoardDropdown, SAVE_BUTTON_VARIANTS, saveButtonVariant } from './saveButton.ts';

describe('saveButtonVariant (§4)', () => {
  it('lists the variants', () => {
    expect(SAVE_BUTTON_VARIANTS).toEqual([
      'classic',
      'inline',
      'persistentOneClickSave',
      'promote',
      'quickSave',
    ]);
  });

  it('follows the options type', () => {
    for (const optionsType of ['classic', 'inline', 'persistentOneClickSave', 'promote'] as const) {
      expect(saveButtonVariant({ optionsType })).toBe(optionsType);
    }
  });

  it('defaults to classic for a missing or unknown options type', () => {
    expect(saveButtonVariant({})).toBe('classic');
    expect(saveButtonVariant({ optionsType: null })).toBe('classic');
    expect(saveButtonVariant({ optionsType: 'quickSave' })).toBe('classic');
    expect(saveButtonVariant({ optionsType: 'fancy' })).toBe('classic');
  });

  it('quick-save wins for the experiment group or an enabled save behaviour', () => {
    expect(saveButtonVariant({ optionsType: 'inline', quickSaveExperiment: true })).toBe('quickSave');
    expect(saveButtonVariant({ optionsType: 'promote', saveBehaviorEnabled: true })).toBe('quickSave');
  });

  it('only inline has the dropdown', () => {
    expect(SAVE_BUTTON_VARIANTS.filter(hasBoardDropdown)).toEqual(['inline']);
  });
});
