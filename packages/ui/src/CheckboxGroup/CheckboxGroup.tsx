import type { ReactNode } from 'react';
import { useCheckboxGroup } from 'react-aria';
import { useCheckboxGroupState } from 'react-stately';
import { CheckboxGroupContext } from '../Checkbox/Checkbox.tsx';
import { type GroupFieldProps, GroupFrame } from '../Field/Choice.tsx';

export type CheckboxGroupProps = GroupFieldProps & {
  /** Controlled value: the `value`s of the checked boxes. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  /** The group's Checkboxes (each with its `value`), maybe with other words between them. */
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * Several choices a person can combine, under one label (react-aria useCheckboxGroup): a
 * `role="group"` named by its label (or by a heading of the page, `labelledBy`), the kit's
 * Checkboxes inside, each adding its `value` to the group's. The group's hint and error describe
 * it; an error makes every box invalid. Disabled and read-only reach every box.
 */
export function CheckboxGroup({
  label,
  labelledBy,
  describedBy,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  name,
  orientation = 'vertical',
  children,
  'data-testid': testId,
}: CheckboxGroupProps) {
  const props = {
    ...(label ? { label } : { 'aria-labelledby': labelledBy }),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(value === undefined ? {} : { value: [...value] }),
    ...(defaultValue === undefined ? {} : { defaultValue: [...defaultValue] }),
    ...(onChange ? { onChange } : {}),
    ...(description ? { description } : {}),
    ...(errorMessage ? { errorMessage } : {}),
    ...(name ? { name } : {}),
    isInvalid: Boolean(errorMessage),
    isDisabled,
    isReadOnly,
    isRequired,
    validationBehavior: 'aria' as const,
  };
  const state = useCheckboxGroupState(props);
  const { groupProps, labelProps, descriptionProps, errorMessageProps } = useCheckboxGroup(props, state);
  return (
    <GroupFrame
      label={label}
      groupProps={{ ...groupProps, ...(testId ? { 'data-testid': testId } : {}) } as typeof groupProps}
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
      description={description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      orientation={orientation}
    >
      <CheckboxGroupContext.Provider value={state}>{children}</CheckboxGroupContext.Provider>
    </GroupFrame>
  );
}
