import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('is a searchbox named by its label; Enter submits the text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    themed(<SearchField label="Search people" onSubmit={onSubmit} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    await user.type(box, 'ana{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ana');
    expect(onSubmit).toHaveBeenCalledWith('ana');
  });

  it('the clear button shows once there is text, empties the field and gives focus back to it', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    themed(<SearchField label="Search people" onClear={onClear} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    await user.type(box, 'ana');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('Escape clears the text', async () => {
    const user = userEvent.setup();
    themed(<SearchField label="Search people" defaultValue="ana" />);
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('a hidden label still names it; the hint and the error describe it', () => {
    themed(
      <SearchField
        label="Search people"
        labelDisplay="hidden"
        description="By name or username."
        errorMessage="Type at least two letters."
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('By name or username. Type at least two letters.');
  });

  it('disabled and read-only fields have no clear button', () => {
    themed(
      <>
        <SearchField label="Disabled" defaultValue="ana" isDisabled />
        <SearchField label="Read-only" defaultValue="ana" isReadOnly />
      </>,
    );
    expect(screen.getByRole('searchbox', { name: 'Disabled' })).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: 'Read-only' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
