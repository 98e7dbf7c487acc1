import type { Ref } from 'react';
import { TextControl, type TextControlProps } from '../Field/TextControl.tsx';

export interface TextAreaProps extends TextControlProps {
  /** Visible lines before it scrolls (the box is at least 96 px tall). */
  rows?: number;
  /** Let the person drag its height (default true). */
  resize?: boolean;
  ref?: Ref<HTMLTextAreaElement | null>;
}

/**
 * A text field of several lines (a textarea, react-aria useTextField): the same label, hint,
 * inline error and counter as TextField. Enter starts a new line.
 */
export function TextArea(props: TextAreaProps) {
  return <TextControl {...props} multiline />;
}
