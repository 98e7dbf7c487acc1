import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is named by its label and described by its hint; a click on the label or Space toggles it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Checkbox label="Keep this board secret" description="Only you can see it" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Keep this board secret' });
    expect(box).toHaveAccessibleDescription('Only you can see it');
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Keep this board secret'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Checkbox label="Public" isSelected onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Public' });
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(box).toBeChecked();
  });

  it('an error makes it invalid and is announced with it (aria-describedby)', () => {
    themed(
      <Checkbox
        label="I agree to the terms"
        description="Read them first"
        errorMessage="Agree to continue"
        isRequired
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Read them first Agree to continue');
  });

  it('disabled: out of the tab order, a click changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Checkbox label="Notify me" isDisabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Notify me' });
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Notify me'));
    await user.tab();
    expect(box).not.toHaveFocus();
    expect(box).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('read-only: focusable, said as read-only, a press changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Checkbox label="Verified" defaultSelected isReadOnly onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Verified' });
    expect(box).toHaveAttribute('aria-readonly', 'true');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByText('Verified'));
    expect(box).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('indeterminate: the input says mixed until it is pressed', async () => {
    const user = userEvent.setup();
    themed(<Checkbox label="All boards" isIndeterminate />);
    const box = screen.getByRole('checkbox', { name: 'All boards' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });
});
