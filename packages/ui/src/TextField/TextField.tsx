import type { Ref } from 'react';
import { TextControl, type TextControlProps } from '../Field/TextControl.tsx';

export interface TextFieldProps extends TextControlProps {
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'search';
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'search' | 'decimal' | 'numeric';
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
  /** Enter pressed in the field (a field outside a form of its own); without it Enter submits the form. */
  onSubmit?: () => void;
  ref?: Ref<HTMLInputElement | null>;
}

/**
 * A one-line text field (react-aria useTextField): its visible label is its accessible name; the
 * hint and the inline error describe the input (aria-describedby), and the error makes it invalid
 * (aria-invalid). Controlled (`value`) or not (`defaultValue`); an optional counter beside the
 * label. Validation is the form's: no browser bubbles, no native `required`.
 */
export function TextField(props: TextFieldProps) {
  return <TextControl {...props} multiline={false} />;
}
