import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { Select } from './Select.tsx';

const BOARDS = [
  { value: 'tarts', label: 'Tarts' },
  { value: 'cakes', label: 'Cakes' },
  { value: 'old', label: 'Archived', isDisabled: true },
];

describe('Select', () => {
  it('is a combobox named by its visible label and described by its hint; choosing reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <Select
        label="Board"
        options={BOARDS}
        placeholder="Choose a board"
        description="Where the Pin is saved"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Board' });
    expect(select).toHaveAccessibleDescription('Where the Pin is saved');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Archived' })).toBeDisabled();
    await user.selectOptions(select, 'Cakes');
    expect(select).toHaveValue('cakes');
    expect(onChange).toHaveBeenLastCalledWith('cakes');
  });

  it('without a placeholder it starts on the first choice; a controlled value wins', async () => {
    const user = userEvent.setup();
    themed(
      <>
        <Select label="First" options={BOARDS} />
        <Select label="Held" options={BOARDS} value="tarts" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'First' })).toHaveValue('tarts');
    const held = screen.getByRole('combobox', { name: 'Held' });
    await user.selectOptions(held, 'cakes');
    expect(held).toHaveValue('tarts');
  });

  it('an error makes it invalid and is announced with it (aria-describedby)', () => {
    themed(<Select label="Section" options={BOARDS} errorMessage="Choose a section" isRequired />);
    const select = screen.getByRole('combobox', { name: 'Section' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).not.toHaveAttribute('required');
    expect(select).toHaveAccessibleDescription('Choose a section');
  });

  it('disabled: out of the tab order', async () => {
    const user = userEvent.setup();
    themed(<Select label="Board" options={BOARDS} isDisabled />);
    const select = screen.getByRole('combobox', { name: 'Board' });
    expect(select).toBeDisabled();
    await user.tab();
    expect(select).not.toHaveFocus();
  });

  it('read-only: focusable, said as read-only, the choice stays', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Select label="Board" options={BOARDS} defaultValue="cakes" isReadOnly onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Board' });
    expect(select).toHaveAttribute('aria-readonly', 'true');
    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(select, 'tarts');
    expect(select).toHaveValue('cakes');
    expect(onChange).not.toHaveBeenCalled();
  });
});
