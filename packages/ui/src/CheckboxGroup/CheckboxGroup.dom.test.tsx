import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { themed } from '../testing/themed.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const boxes = (
  <>
    <Checkbox label="Email" value="email" />
    <Checkbox label="Push" value="push" />
    <Checkbox label="Text message" value="sms" />
  </>
);

describe('CheckboxGroup', () => {
  it('is a group named by its label; its boxes add their values to its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <CheckboxGroup label="Tell me about comments" defaultValue={['email']} onChange={onChange}>
        {boxes}
      </CheckboxGroup>,
    );
    const group = screen.getByRole('group', { name: 'Tell me about comments' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await user.click(screen.getByText('Text message'));
    expect(onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(onChange).toHaveBeenLastCalledWith(['sms']);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <CheckboxGroup label="Channels" value={['push']} onChange={onChange}>
        {boxes}
      </CheckboxGroup>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(onChange).toHaveBeenCalledWith(['push', 'email']);
    expect(screen.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Push' })).toBeChecked();
  });

  it('the group’s hint and error describe it; the error makes every box invalid', () => {
    themed(
      <CheckboxGroup label="Channels" description="Pick at least one." errorMessage="Pick a channel.">
        {boxes}
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Channels' })).toHaveAccessibleDescription(
      'Pick at least one. Pick a channel.',
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('a heading of the page can name it; disabled reaches every box', () => {
    themed(
      <>
        <h2 id="channels">How should we tell you?</h2>
        <CheckboxGroup labelledBy="channels" isDisabled>
          {boxes}
        </CheckboxGroup>
      </>,
    );
    expect(screen.getByRole('group', { name: 'How should we tell you?' })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('read-only: the boxes show the value and a press changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <CheckboxGroup label="Channels" defaultValue={['sms']} isReadOnly onChange={onChange}>
        {boxes}
      </CheckboxGroup>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(screen.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text message' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
