/**
 * The body shared by TextField (one line, an input) and TextArea (several lines, a textarea):
 * react-aria's useTextField for the label, the hint and the error (aria-invalid, aria-describedby),
 * the value (controlled or not) and the counter.
 */
import { type KeyboardEvent, type Ref, type RefObject, useId } from 'react';
import { mergeProps, useFocusRing, useHover, useObjectRef, useTextField, VisuallyHidden } from 'react-aria';
import styled from 'styled-components';
import { useControllableState } from '../hooks/useControllableState.ts';
import {
  type ControlStateProps,
  controlBox,
  defaultCountText,
  FieldCount,
  type FieldCounter,
  FieldError,
  FieldFrame,
  FieldHint,
  FieldLabel,
  type FieldProps,
} from './Field.tsx';

/** What TextField and TextArea take alike. */
export interface TextControlProps extends FieldProps {
  /** `hidden` keeps the label for screen readers only (a search box with its own icon). */
  labelDisplay?: 'visible' | 'hidden';
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Focusable and readable, not editable (its value is still sent with the form). */
  isReadOnly?: boolean;
  autoComplete?: string;
  /** The most characters the control takes (the browser stops there). */
  maxLength?: number;
  /** A count of the characters beside the label (red over `max`); it describes the control. */
  counter?: FieldCounter;
  /**
   * Say the error the moment it appears (`role="alert"`): for an error that follows an action
   * (Post refused), not one that shows as the person types. It still describes the control.
   */
  announceError?: boolean;
  autoFocus?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  id?: string;
  'data-testid'?: string;
}

const Input = styled.input<ControlStateProps>`
  ${controlBox}
`;

const Area = styled.textarea<ControlStateProps & { $resize: boolean }>`
  ${controlBox}
  min-block-size: 96px;
  resize: ${({ $resize }) => ($resize ? 'vertical' : 'none')};
`;

type Multiline =
  | {
      multiline: false;
      type?: string;
      inputMode?: 'text' | 'email' | 'url' | 'tel' | 'search' | 'decimal' | 'numeric';
      enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
      onSubmit?: () => void;
      ref?: Ref<HTMLInputElement | null> | undefined;
    }
  | { multiline: true; rows?: number; resize?: boolean; ref?: Ref<HTMLTextAreaElement | null> | undefined };

export function TextControl(props: TextControlProps & Multiline) {
  const {
    label,
    labelDisplay = 'visible',
    value,
    defaultValue,
    onChange,
    description,
    errorMessage,
    placeholder,
    isDisabled = false,
    isReadOnly = false,
    isRequired = false,
    name,
    autoComplete,
    maxLength,
    counter,
    announceError = false,
    autoFocus = false,
    onFocus,
    onBlur,
    id,
    'data-testid': testId,
  } = props;
  const ref = useObjectRef(props.ref as Ref<HTMLInputElement & HTMLTextAreaElement> | undefined);
  const [text, setText] = useControllableState(value, defaultValue ?? '', onChange);
  const invalid = Boolean(errorMessage);
  const countId = `${useId()}-count`;
  const onSubmit = props.multiline ? undefined : props.onSubmit;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField<'input' | 'textarea'>(
    {
      label,
      value: text,
      onChange: setText,
      ...(id ? { id } : {}),
      ...(name ? { name } : {}),
      ...(placeholder ? { placeholder } : {}),
      ...(autoComplete ? { autoComplete } : {}),
      ...(description ? { description } : {}),
      ...(errorMessage ? { errorMessage } : {}),
      ...(maxLength === undefined ? {} : { maxLength }),
      ...(counter ? { 'aria-describedby': countId } : {}),
      ...(props.multiline
        ? {}
        : {
            type: props.type ?? 'text',
            ...(props.inputMode ? { inputMode: props.inputMode } : {}),
            ...(props.enterKeyHint ? { enterKeyHint: props.enterKeyHint } : {}),
          }),
      isInvalid: invalid,
      isDisabled,
      isReadOnly,
      isRequired,
      validationBehavior: 'aria',
      inputElementType: props.multiline ? 'textarea' : 'input',
      autoFocus,
      ...(onFocus ? { onFocus } : {}),
      ...(onBlur ? { onBlur } : {}),
      onKeyDown: (event: KeyboardEvent & { continuePropagation: () => void }) => {
        if (onSubmit && event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          onSubmit();
        } else {
          event.continuePropagation();
        }
      },
    },
    ref as RefObject<HTMLInputElement & HTMLTextAreaElement>,
  );
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocused } = useFocusRing({ isTextInput: true });
  const state: ControlStateProps = {
    $hovered: isHovered && !isReadOnly,
    $focused: isFocused,
    $invalid: invalid,
    $disabled: isDisabled,
    $readOnly: isReadOnly,
  };
  const controlProps = { ...mergeProps(inputProps, hoverProps, focusProps), 'data-testid': testId };
  const labelElement = (
    <FieldLabel {...labelProps} $disabled={isDisabled}>
      {label}
    </FieldLabel>
  );
  return (
    <FieldFrame
      label={labelDisplay === 'hidden' ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      count={
        counter ? (
          <FieldCount id={countId} $over={text.length > counter.max}>
            {(counter.format ?? defaultCountText)(text.length, counter.max)}
          </FieldCount>
        ) : null
      }
      control={
        props.multiline ? (
          <Area
            {...(controlProps as React.TextareaHTMLAttributes<HTMLTextAreaElement>)}
            ref={ref}
            rows={props.rows}
            $resize={(props.resize ?? true) && !isReadOnly && !isDisabled}
            {...state}
          />
        ) : (
          <Input {...(controlProps as React.InputHTMLAttributes<HTMLInputElement>)} ref={ref} {...state} />
        )
      }
      description={description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
      error={
        invalid ? (
          <FieldError {...errorMessageProps} {...(announceError ? { role: 'alert' } : {})}>
            {errorMessage}
          </FieldError>
        ) : null
      }
    />
  );
}
