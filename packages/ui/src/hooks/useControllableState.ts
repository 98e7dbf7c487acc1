import { useControlledState } from 'react-stately/useControlledState';

/**
 * The one home of the convention's controlled-or-not pair (README, "Props: one convention"): a
 * component's `value` (or `open`, `isSelected`) when its caller gives one, else its own state
 * starting at `defaultValue`; `onChange` hears every change either way. A controlled component
 * shows the caller's value until the caller changes it. On react-stately's useControlledState.
 */
export function useControllableState<T>(
  value: Exclude<T, undefined> | undefined,
  defaultValue: Exclude<T, undefined>,
  onChange?: (value: T) => void,
): [T, (value: T) => void] {
  return useControlledState<T>(value, defaultValue, onChange);
}
