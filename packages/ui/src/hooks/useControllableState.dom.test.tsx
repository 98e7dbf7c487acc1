import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState.ts';

describe('useControllableState', () => {
  it('without a value: its own state from the default, and onChange hears each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string>(undefined, 'a', onChange));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('with a value: the caller’s until the caller changes it; onChange still hears the change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState(value, 'a', onChange), {
      initialProps: { value: 'x' },
    });
    act(() => result.current[1]('y'));
    expect(onChange).toHaveBeenCalledWith('y');
    expect(result.current[0]).toBe('x');
    rerender({ value: 'y' });
    expect(result.current[0]).toBe('y');
  });
});
