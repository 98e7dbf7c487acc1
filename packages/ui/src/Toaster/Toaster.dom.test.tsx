import { labels } from '@tessera/model';
import { SAVE_TOAST_MS, TOAST_CHECK_DELAY_MS, TOAST_DEFAULT_MS, TOAST_SHOW_DELAY_MS } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ShowToastOptions, type ToasterApi, ToasterProvider, useToaster } from './ToasterProvider.tsx';

beforeAll(() => {
  // jsdom paints nothing: let framer-motion jump to the end of every animation.
  MotionGlobalConfig.skipAnimations = true;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

let toaster: ToasterApi | undefined;
function Capture() {
  toaster = useToaster();
  return null;
}

function renderToaster() {
  render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <Capture />
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
  const show = (options: ShowToastOptions) => {
    let id = '';
    act(() => {
      id = toaster?.show(options) ?? '';
    });
    return id;
  };
  return { show, region: () => screen.getByRole('status') };
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('Toaster', () => {
  it('is a polite status region, present before any toast', () => {
    const { region } = renderToaster();
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
  });

  it('shows a toast after the show delay and removes it after the default duration', async () => {
    const { show, region } = renderToaster();
    show({ text: 'Pin deleted!' });
    expect(within(region()).queryByText('Pin deleted!')).not.toBeInTheDocument();
    await advance(TOAST_SHOW_DELAY_MS);
    expect(within(region()).getByText('Pin deleted!')).toBeInTheDocument();
    await advance(TOAST_DEFAULT_MS - 1);
    expect(within(region()).getByText('Pin deleted!')).toBeInTheDocument();
    await advance(1);
    expect(within(region()).queryByText('Pin deleted!')).not.toBeInTheDocument();
  });

  it('uses the duration it is given', async () => {
    const { show, region } = renderToaster();
    show({ text: 'Hello', duration: 300 });
    await advance(TOAST_SHOW_DELAY_MS + 299);
    expect(within(region()).getByText('Hello')).toBeInTheDocument();
    await advance(1);
    expect(within(region()).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('pauses while hovered and restarts the full duration when the pointer leaves', async () => {
    const { show, region } = renderToaster();
    show({ text: 'Hover me' });
    await advance(TOAST_SHOW_DELAY_MS + 1000);
    const toast = screen.getByTestId('toast');
    fireEvent.pointerEnter(toast, { pointerType: 'mouse' });
    fireEvent.mouseEnter(toast);
    await advance(TOAST_DEFAULT_MS * 3);
    expect(within(region()).getByText('Hover me')).toBeInTheDocument();
    fireEvent.pointerLeave(toast, { pointerType: 'mouse' });
    fireEvent.mouseLeave(toast);
    await advance(TOAST_DEFAULT_MS - 1);
    expect(within(region()).getByText('Hover me')).toBeInTheDocument();
    await advance(1);
    expect(within(region()).queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('shows the action button; pressing it runs the callback and dismisses the toast', async () => {
    const onPress = vi.fn();
    const { show, region } = renderToaster();
    show({ text: 'Saved to Profile', action: { label: 'Change', onPress } });
    await advance(TOAST_SHOW_DELAY_MS);
    const action = within(region()).getByRole('button', { name: 'Change' });
    await act(async () => fireEvent.click(action));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(within(region()).queryByText('Saved to Profile')).not.toBeInTheDocument();
  });

  it('dismiss(id) hides that toast only', async () => {
    const { show, region } = renderToaster();
    const first = show({ text: 'First' });
    show({ text: 'Second' });
    await advance(TOAST_SHOW_DELAY_MS);
    await act(async () => toaster?.dismiss(first));
    expect(within(region()).queryByText('First')).not.toBeInTheDocument();
    expect(within(region()).getByText('Second')).toBeInTheDocument();
  });

  it('shows the thumbnail as a decorative image', async () => {
    const { show, region } = renderToaster();
    show({ text: 'Saved to Desserts', thumbnail: { src: '/media/x.jpg' } });
    await advance(TOAST_SHOW_DELAY_MS);
    const image = region().querySelector('img');
    expect(image).toHaveAttribute('src', '/media/x.jpg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('plays the check TOAST_CHECK_DELAY_MS (700) after the toast shows, not before', async () => {
    expect(TOAST_CHECK_DELAY_MS).toBe(700);
    const { show } = renderToaster();
    show({ text: 'Saved to Profile', duration: SAVE_TOAST_MS });
    await advance(TOAST_SHOW_DELAY_MS + TOAST_CHECK_DELAY_MS - 1);
    expect(screen.queryByTestId('toast-check')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('toast-check')).toBeInTheDocument();
  });

  it('keeps a save toast SAVE_TOAST_MS (5000) and queues toasts in order', async () => {
    expect(SAVE_TOAST_MS).toBe(5000);
    const { show, region } = renderToaster();
    show({ text: 'Saved to Desserts', duration: SAVE_TOAST_MS, action: { label: labels.organize } });
    show({ text: 'Pin deleted!' });
    await advance(TOAST_SHOW_DELAY_MS);
    expect(
      within(region())
        .getAllByText(/Saved to Desserts|Pin deleted!/)
        .map((el) => el.textContent),
    ).toEqual(['Saved to Desserts', 'Pin deleted!']);
    expect(within(region()).getByRole('button', { name: labels.organize })).toBeInTheDocument();
    await advance(TOAST_DEFAULT_MS);
    expect(within(region()).queryByText('Pin deleted!')).not.toBeInTheDocument();
    await advance(SAVE_TOAST_MS - TOAST_DEFAULT_MS - 1);
    expect(within(region()).getByText('Saved to Desserts')).toBeInTheDocument();
    await advance(1);
    expect(within(region()).queryByText('Saved to Desserts')).not.toBeInTheDocument();
  });

  it('useToaster outside a provider fails with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('useToaster() needs a <ToasterProvider> above it.');
  });
});
