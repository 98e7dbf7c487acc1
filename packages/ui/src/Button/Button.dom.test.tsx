import { TesseraThemeProvider } from '@tessera/tokens/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Button } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';

const themed = (node: ReactNode) => render(<TesseraThemeProvider>{node}</TesseraThemeProvider>);

describe('Button', () => {
  it('is named by its visible text and calls onPress on click and on the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    themed(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveTextContent('Save');
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('ignores presses when disabled, and leaves the tab order', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    themed(
      <Button disabled onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('when busy: aria-disabled, presses ignored, but it keeps focus', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    themed(
      <Button busy onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('renders each variant', () => {
    themed(
      <>
        <Button variant="primary">One</Button>
        <Button variant="secondary">Two</Button>
        <Button variant="selected">Three</Button>
        <Button variant="tertiary">Four</Button>
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.dataset.variant)).toEqual([
      'primary',
      'secondary',
      'selected',
      'tertiary',
    ]);
  });

  it('centres its label by default, and puts it at the inline start with align="start"', () => {
    themed(
      <>
        <Button fullWidth>Centred</Button>
        <Button fullWidth align="start">
          At the start
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Centred' })).toHaveStyle('justify-content: center');
    expect(screen.getByRole('button', { name: 'At the start' })).toHaveStyle('justify-content: flex-start');
  });
});

describe('ButtonLink', () => {
  it('is a real link named by its text', () => {
    themed(<ButtonLink href="/pin/1/">Open</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/pin/1/');
  });
});

describe('IconButton', () => {
  it('is named by accessibilityLabel; its icon is hidden from assistive technology', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    themed(<IconButton accessibilityLabel="More options" icon="ellipsis" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'More options' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
