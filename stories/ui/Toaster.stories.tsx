import { labels, messages } from '@tessera/model';
import { SAVE_TOAST_MS, TOAST_DEFAULT_MS } from '@tessera/tokens';
import { Button, type ShowToastOptions, ToasterProvider, useToaster } from '@tessera/ui';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

interface ToasterDemoProps {
  text: string;
  /** ms the toast stays (short here so the story can watch it leave). */
  duration: number;
  actionLabel?: string;
  onAction?: () => void;
}

function ShowButton({ text, duration, actionLabel, onAction }: ToasterDemoProps) {
  const toaster = useToaster();
  const options: ShowToastOptions = {
    text,
    duration,
    ...(actionLabel ? { action: { label: actionLabel, ...(onAction ? { onPress: onAction } : {}) } } : {}),
  };
  return (
    <Button variant="secondary" onPress={() => toaster.show(options)}>
      Show toast
    </Button>
  );
}

/** A ToasterProvider with a button that queues a toast through useToaster().show(). */
function ToasterDemo(props: ToasterDemoProps) {
  return (
    <ToasterProvider>
      <ShowButton {...props} />
    </ToasterProvider>
  );
}

const meta = preview.meta({
  title: 'UI/Toaster',
  component: ToasterDemo,
  args: { text: messages.pinDeleted, duration: 600, onAction: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The toaster puts toasts on screen: an app has one ToasterProvider, and anything inside it calls `useToaster().show({ text, duration, action })`. Toasts stack at the bottom of the screen, each with its own timer. Press “Show toast” in the examples.',
      },
    },
    guidelines: {
      whenToUse:
        'Once per app, around everything that may show a toast. Components ask it for a toast; they never draw one themselves, so toasts stack in one place and one live region announces them.',
      states: [
        'Empty: the status region is on the page, with nothing in it (a live region must exist before its content changes).',
        'One toast, then several stacked, newest last; each leaves when its own time is up.',
      ],
      do: [
        `Leave the duration at its default (${TOAST_DEFAULT_MS} ms) unless the spec says otherwise (the save toast: ${SAVE_TOAST_MS} ms).`,
        'Show one toast per action a person took.',
      ],
      dont: [
        'Don’t render a second ToasterProvider inside the first: its toasts would stack apart and be announced twice.',
        'Don’t use a toast as a loading indicator.',
      ],
      accessibility: [
        '`role="status"` with `aria-live="polite"`: a new toast is read after what the screen reader is saying.',
        'Focus never moves to a toast; Tab reaches its action.',
      ],
      related: [
        '[Toast](?path=/docs/ui-toast--docs): one toast and its states.',
        '[The toast-queue machine](?path=/story/machines-charts--toast-queue): which toasts are on screen, drawn.',
      ],
      propsOf: ToasterProvider,
    } satisfies Guidelines,
  },
});

/** A toast appears in the polite status region, then leaves on its own after `duration`. */
export const ShowsAndHides = meta.story({
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(within(region).getByText(messages.pinDeleted)).toBeVisible());
    await waitFor(() => expect(within(region).queryByText(messages.pinDeleted)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
});

/** Toasts stack; each one keeps its own timer. */
export const Stacked = meta.story({
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status');
    const show = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(show);
    await userEvent.click(show);
    await waitFor(() => expect(within(region).getAllByText(messages.pinDeleted)).toHaveLength(2));
    await waitFor(() => expect(within(region).queryByText(messages.pinDeleted)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
});

/** An action button runs its callback and dismisses the toast. */
export const WithAction = meta.story({
  args: { text: messages.savedToProfile, duration: 5000, actionLabel: labels.change, onAction: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(await within(region).findByRole('button', { name: labels.change }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(region).queryByText(messages.savedToProfile)).not.toBeInTheDocument());
  },
});

/** Hovering a toast holds it past its duration; leaving restarts the timer. */
export const HoverPauses = meta.story({
  args: { duration: 400 },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status');
    const show = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(show);
    const text = await within(region).findByText(messages.pinDeleted);
    await userEvent.hover(text);
    // The clock to outlast: a second toast of the same duration, shown later (by a virtual click, as
    // a screen reader presses, so the mouse stays on the first). Once it has come and gone, the
    // first one's time is up too.
    fireEvent.click(show);
    await waitFor(() => expect(within(region).getAllByText(messages.pinDeleted)).toHaveLength(2));
    await waitFor(() => expect(within(region).getAllByText(messages.pinDeleted)).toHaveLength(1), {
      timeout: 3000,
    });
    await expect(within(region).getByText(messages.pinDeleted)).toBe(text);
    await expect(within(region).getByText(messages.pinDeleted)).toBeVisible();
    await userEvent.unhover(text);
    await waitFor(() => expect(within(region).queryByText(messages.pinDeleted)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
});
