import { labels, messages } from '@tessera/model';
import { Button, type ShowToastOptions, ToasterProvider, useToaster } from '@tessera/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
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
  args: { text: messages.pinDeleted, duration: 600 },
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
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const text = await within(region).findByText(messages.pinDeleted);
    await userEvent.hover(text);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(within(region).getByText(messages.pinDeleted)).toBeVisible();
    await userEvent.unhover(text);
    await waitFor(() => expect(within(region).queryByText(messages.pinDeleted)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
});
