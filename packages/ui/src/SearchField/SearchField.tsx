import type { Ref } from 'react';
import {
  mergeProps,
  useButton,
  useFocusRing,
  useHover,
  useObjectRef,
  useSearchField,
  VisuallyHidden,
} from 'react-aria';
import { useSearchFieldState } from 'react-stately';
import styled from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';
import {
  type ControlStateProps,
  controlBox,
  FieldError,
  FieldFrame,
  FieldHint,
  FieldLabel,
  type FieldProps,
} from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';

export interface SearchFieldProps extends FieldProps {
  /** `hidden` keeps the label for screen readers only (the field's icon and placeholder say it). */
  labelDisplay?: 'visible' | 'hidden';
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter: search for the text. */
  onSubmit?: (value: string) => void;
  /** The clear button or Escape emptied the field. */
  onClear?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  id?: string;
  ref?: Ref<HTMLInputElement | null>;
  'data-testid'?: string;
}

/** Room for the icon at the start and the clear button at the end. */
const ICON = 20;
const CLEAR = 32;

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<ControlStateProps>`
  ${controlBox}
  border-radius: ${({ theme }) => theme.radius.pill}px;
  padding-inline-start: ${({ theme }) => theme.space[4] + ICON + theme.space[2]}px;
  padding-inline-end: ${({ theme }) => theme.space[2] + CLEAR + theme.space[1]}px;
  /* The browser's own clear cross: the field draws its own. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

const Glass = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[4]}px;
  display: inline-flex;
  pointer-events: none;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const Clear = styled.button<{ $focusVisible: boolean; $hovered: boolean }>`
  position: absolute;
  inset-inline-end: ${({ theme }) => theme.space[2]}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${CLEAR}px;
  block-size: ${CLEAR}px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $hovered }) => ($hovered ? theme.color.secondaryHover : 'transparent')};
  cursor: pointer;
  outline: none;
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
`;

/**
 * A field to search with (react-aria useSearchField): an `input type="search"` in the field look
 * with a pill's corners, a magnifying glass at its start and, once there is text, a clear button
 * at its end (Escape clears too). Enter calls `onSubmit` with the text. The label is its accessible
 * name (visible, or for screen readers only when the icon and placeholder say it).
 */
export function SearchField({
  label,
  labelDisplay = 'visible',
  value,
  defaultValue,
  onChange,
  onSubmit,
  onClear,
  placeholder,
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  name,
  autoFocus = false,
  onFocus,
  onBlur,
  id,
  ref,
  'data-testid': testId,
}: SearchFieldProps) {
  const inputRef = useObjectRef(ref);
  const invalid = Boolean(errorMessage);
  const props = {
    label,
    ...(value === undefined ? {} : { value }),
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(onChange ? { onChange } : {}),
    ...(onSubmit ? { onSubmit } : {}),
    ...(onClear ? { onClear } : {}),
    ...(placeholder ? { placeholder } : {}),
    ...(description ? { description } : {}),
    ...(errorMessage ? { errorMessage } : {}),
    ...(name ? { name } : {}),
    ...(id ? { id } : {}),
    ...(onFocus ? { onFocus } : {}),
    ...(onBlur ? { onBlur } : {}),
    isInvalid: invalid,
    isDisabled,
    isReadOnly,
    isRequired,
    autoFocus,
    enterKeyHint: 'search' as const,
    validationBehavior: 'aria' as const,
  };
  const state = useSearchFieldState(props);
  const { labelProps, inputProps, clearButtonProps, descriptionProps, errorMessageProps } = useSearchField(
    props,
    state,
    inputRef,
  );
  const clearRef = useObjectRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(clearButtonProps, clearRef);
  const clearFocus = useFocusRing();
  const clearHover = useHover({});
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocused } = useFocusRing({ isTextInput: true });
  const labelElement = (
    <FieldLabel {...labelProps} $disabled={isDisabled}>
      {label}
    </FieldLabel>
  );
  return (
    <FieldFrame
      label={labelDisplay === 'hidden' ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      control={
        <Wrap>
          <Glass>
            <Icon name="search" size={ICON} />
          </Glass>
          <Input
            {...mergeProps(inputProps, hoverProps, focusProps)}
            data-testid={testId}
            ref={inputRef}
            $hovered={isHovered && !isReadOnly}
            $focused={isFocused}
            $invalid={invalid}
            $disabled={isDisabled}
            $readOnly={isReadOnly}
          />
          {state.value !== '' && !isDisabled && !isReadOnly ? (
            <Clear
              {...mergeProps(buttonProps, clearFocus.focusProps, clearHover.hoverProps)}
              ref={clearRef}
              $focusVisible={clearFocus.isFocusVisible}
              $hovered={clearHover.isHovered}
            >
              <Icon name="close" size={14} />
            </Clear>
          ) : null}
        </Wrap>
      }
      description={description ? <FieldHint {...descriptionProps}>{description}</FieldHint> : null}
      error={invalid ? <FieldError {...errorMessageProps}>{errorMessage}</FieldError> : null}
    />
  );
}
