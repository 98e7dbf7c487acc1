/**
 * The fields of every form of the site: the kit's TextField, TextArea, Select and Checkbox
 * (`@tessera/ui`, on react-aria), under the names and props the site's forms use. Each has its
 * label (its accessible name), an optional hint and the inline error tied to the control
 * (aria-invalid, aria-describedby), so a screen reader hears what is wrong where it is wrong.
 * Validation is the form's (errors.ts): the fields only show it, with no browser bubbles and no
 * native required. The look is the kit's, one for every field of every page.
 */
import { Checkbox as KitCheckbox, TextField as KitTextField, Select, TextArea } from '@tessera/ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

/** A field's hint and inline error, for words that belong to no one control (the kit's look). */
export { FieldError, FieldHint } from '@tessera/ui';

/** What a text field's control is: an input or a textarea. */
export type TextFieldElement = HTMLInputElement & HTMLTextAreaElement;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'url';
  inputMode?: 'text' | 'url' | 'decimal' | 'numeric';
  autoComplete?: string;
  /** The hint under the field. */
  description?: string | undefined;
  /** The inline error; the field is invalid while there is one. */
  error?: string | null | undefined;
  isRequired?: boolean;
  /** A textarea (several lines) instead of an input. */
  multiline?: boolean;
  /** The most characters the control takes (the browser stops there). */
  maxLength?: number;
  /**
   * A count of the characters against the most the server takes, beside the label (it turns red
   * over it; the control is described by it): `format(length, max)`, e.g. "12 / 50".
   */
  counter?: { max: number; format: (length: number, max: number) => string };
  autoFocus?: boolean;
  onBlur?: () => void;
  /** Called when Enter is pressed in a one-line field (outside a form of its own). */
  onSubmit?: () => void;
  ref?: Ref<TextFieldElement | null>;
}

/** The kit's TextField, or its TextArea when `multiline`. */
export function TextField({
  error,
  multiline = false,
  type,
  inputMode,
  onSubmit,
  ref,
  ...shared
}: TextFieldProps) {
  const common = { ...shared, errorMessage: error };
  return multiline ? (
    <TextArea {...common} ref={ref as Ref<HTMLTextAreaElement | null> | undefined} />
  ) : (
    <KitTextField
      {...common}
      {...(type ? { type } : {})}
      {...(inputMode ? { inputMode } : {})}
      {...(onSubmit ? { onSubmit } : {})}
      ref={ref as Ref<HTMLInputElement | null> | undefined}
    />
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  name?: string;
  /** A first choice with the value '' ("Choose one"). */
  placeholder?: string;
  description?: string | null | undefined;
  error?: string | null | undefined;
  isDisabled?: boolean;
  ref?: Ref<HTMLSelectElement | null>;
  /** Shown under the field (e.g. a way to add a choice). */
  children?: ReactNode;
}

/** The field and what follows it, a field's gap apart. */
const WithExtra = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** The kit's Select (the browser's own select in the kit's field look). */
export function SelectField({ error, children, ...props }: SelectFieldProps) {
  const select = <Select {...props} errorMessage={error} />;
  return children ? (
    <WithExtra>
      {select}
      {children}
    </WithExtra>
  ) : (
    select
  );
}

/** The kit's Checkbox with its label, and its hint and inline error under it (its description). */
export function Checkbox({
  error,
  ...props
}: {
  label: string;
  description?: string | undefined;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  error?: string | null | undefined;
}) {
  return <KitCheckbox {...props} errorMessage={error} />;
}
