import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DirectionProvider } from '../Theme/ThemeProvider.tsx';
import { themed } from '../testing/themed.tsx';
import { SegmentedControl } from './SegmentedControl.tsx';

const options = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;

describe('SegmentedControl', () => {
  it('is a radiogroup named by its label; a click on a segment chooses it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<SegmentedControl label="Time window" options={options} defaultValue="7" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Time window' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    await user.click(screen.getByText('30 days'));
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('30');
  });

  it('a hidden label still names it; Tab enters on the chosen segment, arrow keys choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <SegmentedControl
        label="Time window"
        labelDisplay="hidden"
        options={options}
        value="30"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Time window' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('90');
    // Controlled: the chosen segment is the one the value says.
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  });

  it('in right to left the left arrow moves to the next segment', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <DirectionProvider direction="rtl">
        <SegmentedControl label="Time window" options={options} defaultValue="7" onChange={onChange} />
      </DirectionProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('30');
  });

  it('disabled: no segment can be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(
      <SegmentedControl
        label="Time window"
        options={options}
        defaultValue="7"
        isDisabled
        onChange={onChange}
      />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(screen.getByText('90 days'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
