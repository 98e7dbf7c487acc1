import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { themed } from '../testing/themed.tsx';
import { Tabs } from './Tabs.tsx';

const tabs = [
  { id: 'pins', label: 'All Pins', panel: <p>Pin results</p> },
  { id: 'videos', label: 'Videos', panel: <p>Video results</p> },
  { id: 'boards', label: 'Boards', panel: <p>Board results</p> },
];

describe('Tabs', () => {
  it('selects with the arrow keys (wrapping, Home and End) and reports the id and index', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    themed(<Tabs tabs={tabs} accessibilityLabel="Search results" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Pins' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pin results');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All Pins' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'videos', index: 1 });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Video results');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'boards', index: 2 });
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'pins', index: 0 });
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled selection', () => {
    themed(<Tabs tabs={tabs} accessibilityLabel="Search results" selectedId="boards" />);
    expect(screen.getByRole('tab', { name: 'Boards' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tooltip', () => {
  it('shows at once on keyboard focus, describes the trigger, and hides on Escape', async () => {
    const user = userEvent.setup();
    themed(
      <Tooltip text="Send this Pin to a friend">
        <Button variant="secondary">Send</Button>
      </Tooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Send this Pin to a friend');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Spinner', () => {
  it('is a named progress bar that waits for its delay', () => {
    vi.useFakeTimers();
    try {
      themed(<Spinner accessibilityLabel="Loading Pins" delay={300} />);
      expect(screen.queryByRole('progressbar')).toBeNull();
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByRole('progressbar', { name: 'Loading Pins' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows at once without a delay', () => {
    themed(<Spinner accessibilityLabel="Loading" />);
    fireEvent.focus(document.body);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
