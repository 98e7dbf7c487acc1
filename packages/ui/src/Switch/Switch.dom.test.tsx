import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a switch named by its label and described by its hint; a click on the label or Space toggles it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Switch label="Dark mode" description="The page reloads to change it." onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toHaveAccessibleDescription('The page reloads to change it.');
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Dark mode'));
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Switch label="Autoplay videos" isSelected onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Autoplay videos' });
    await user.click(control);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(control).toBeChecked();
  });

  it('an error makes it invalid and describes it', () => {
    themed(<Switch label="Show my boards" errorMessage="This could not be saved." />);
    const control = screen.getByRole('switch', { name: 'Show my boards' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('This could not be saved.');
  });

  it('disabled: out of the tab order, a click changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Switch label="Notify me" isDisabled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Notify me' });
    expect(control).toBeDisabled();
    await user.click(screen.getByText('Notify me'));
    await user.tab();
    expect(control).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('read-only: focusable, said as read-only, a press changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Switch label="Managed by your admin" defaultSelected isReadOnly onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Managed by your admin' });
    expect(control).toHaveAttribute('aria-readonly', 'true');
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByText('Managed by your admin'));
    expect(control).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
