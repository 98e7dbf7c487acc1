import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a textarea named by its visible label; Enter starts a new line', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<TextArea label="Description" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'Crisp{Enter}and sweet');
    expect(area).toHaveValue('Crisp\nand sweet');
    expect(onChange).toHaveBeenLastCalledWith('Crisp\nand sweet');
  });

  it('the counter turns the count over the most into part of the description; the error makes it invalid', async () => {
    const user = userEvent.setup();
    themed(<TextArea label="About" defaultValue="Hi" counter={{ max: 4 }} errorMessage="Too long" />);
    const area = screen.getByRole('textbox', { name: 'About' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long 2 / 4');
    await user.type(area, 'ya');
    expect(area).toHaveAccessibleDescription('Too long 4 / 4');
    await user.type(area, '!');
    expect(screen.getByText('5 / 4')).toBeInTheDocument();
  });

  it('disabled and read-only', async () => {
    const user = userEvent.setup();
    themed(
      <>
        <TextArea label="Locked" defaultValue="No" isDisabled />
        <TextArea label="Shown" defaultValue="Yes" isReadOnly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
    const shown = screen.getByRole('textbox', { name: 'Shown' });
    await user.tab();
    expect(shown).toHaveFocus();
    expect(shown).toHaveAttribute('readonly');
    await user.keyboard('more');
    expect(shown).toHaveValue('Yes');
  });

  it('announceError says the error as an alert and still describes the control; without it, no alert', () => {
    const { unmount } = themed(<TextArea label="Add a comment" errorMessage="Too long." announceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too long.');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveAccessibleDescription('Too long.');
    unmount();
    themed(<TextArea label="Add a comment" errorMessage="Too long." />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
