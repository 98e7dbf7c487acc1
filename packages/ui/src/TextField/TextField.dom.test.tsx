import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { TextField } from './TextField.tsx';

/** A controlled field that upper-cases what is typed. */
function Upper() {
  const [value, setValue] = useState('');
  return <TextField label="Code" value={value} onChange={(next) => setValue(next.toUpperCase())} />;
}

describe('TextField', () => {
  it('is named by its visible label and described by its hint; typing reports each value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<TextField label="Board name" description="Like “Places to go”" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Board name' });
    expect(screen.getByText('Board name').tagName).toBe('LABEL');
    expect(input).toHaveAccessibleDescription('Like “Places to go”');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'Tarts');
    expect(input).toHaveValue('Tarts');
    expect(onChange).toHaveBeenLastCalledWith('Tarts');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    themed(<Upper />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('AB');
  });

  it('an error makes it invalid and is announced with it (aria-describedby), after the hint', () => {
    themed(
      <TextField
        label="Email"
        type="email"
        defaultValue="me@"
        description="We never show it"
        errorMessage="Enter a whole email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We never show it Enter a whole email address');
    // No browser bubble: validation is the form's.
    expect(input).not.toBeRequired();
  });

  it('required is said (aria-required), not enforced by the browser', () => {
    themed(<TextField label="Name" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('disabled: out of the tab order, typing changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<TextField label="Website" defaultValue="example.com" isDisabled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toBeDisabled();
    await user.tab();
    expect(input).not.toHaveFocus();
    await user.type(input, 'x');
    expect(input).toHaveValue('example.com');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('read-only: focusable and readable, not editable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<TextField label="Username" defaultValue="tessera" isReadOnly onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('readonly');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('xyz');
    expect(input).toHaveValue('tessera');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a counter beside the label describes the field and counts as the person types', async () => {
    const user = userEvent.setup();
    themed(<TextField label="Title" counter={{ max: 5, format: (length, max) => `${length} of ${max}` }} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAccessibleDescription('0 of 5');
    await user.type(input, 'Lemon tart');
    expect(input).toHaveAccessibleDescription('10 of 5');
  });

  it('Enter calls onSubmit; a hidden label still names the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    themed(<TextField label="Search" labelDisplay="hidden" type="search" onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'cake{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
