import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'custom', label: 'Specify another', description: 'You can write your own.' },
] as const;

describe('RadioGroup', () => {
  it('is a radiogroup named by its label; a click chooses, arrow keys move and choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<RadioGroup label="Gender" options={options} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    await user.click(screen.getByText('Female'));
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('female');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('male');
  });

  it('Tab enters on the chosen radio and leaves the group', async () => {
    const user = userEvent.setup();
    themed(
      <>
        <RadioGroup label="Gender" options={options} defaultValue="custom" />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Specify another' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('an option’s line describes its radio; the group’s hint and error describe the group and each radio', () => {
    themed(
      <RadioGroup
        label="Gender"
        options={options}
        description="Shown on your profile."
        errorMessage="Choose one."
      />,
    );
    expect(screen.getByRole('radio', { name: 'Specify another' })).toHaveAccessibleDescription(
      'Choose one. Shown on your profile. You can write your own.',
    );
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveAccessibleDescription(
      'Choose one. Shown on your profile.',
    );
    expect(screen.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription(
      'Shown on your profile. Choose one.',
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a heading of the page can name it and its text describe it; the value can be controlled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <>
        <h2 id="step">How do you identify?</h2>
        <p id="why">This helps us find ideas for you.</p>
        <RadioGroup labelledBy="step" describedBy="why" options={options} value="male" onChange={onChange} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'How do you identify?' });
    expect(group).toHaveAccessibleDescription('This helps us find ideas for you.');
    await user.click(screen.getByText('Female'));
    expect(onChange).toHaveBeenCalledWith('female');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it('disabled and read-only: a press changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = themed(
      <RadioGroup label="Gender" options={options} isDisabled onChange={onChange} />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    unmount();
    themed(
      <RadioGroup label="Gender" options={options} defaultValue="male" isReadOnly onChange={onChange} />,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await user.click(screen.getByText('Female'));
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('its ref is the first radio, to bring a person to a group whose answer is missing', () => {
    const ref = createRef<HTMLInputElement>();
    themed(<RadioGroup label="Gender" options={options} errorMessage="Choose one." ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();
  });
});
