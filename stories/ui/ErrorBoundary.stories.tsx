import { ErrorBoundary, ErrorReporterProvider, Flex, Text } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

function BrokenPart(): never {
  throw new Error('Render failed');
}

const meta = preview.meta({
  title: 'UI/ErrorBoundary',
  component: ErrorBoundary,
  args: { name: 'PinCardFooter', onError: fn() },
});

/** A broken part with a fallback: the fallback shows, the error is reported with name and type. */
export const WithFallback = meta.story({
  render: (args) => (
    <Flex direction="column" gap={2}>
      <Text>The rest of the card</Text>
      <ErrorBoundary {...args} fallback={<Text color="subtle">This part could not be shown.</Text>}>
        <BrokenPart />
      </ErrorBoundary>
    </Flex>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This part could not be shown.')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'PinCardFooter', type: 'secondary' }),
    );
  },
});

/** Without a fallback the broken part renders nothing; the page around it carries on. */
export const RendersNothing = meta.story({
  render: (args) => (
    <Flex direction="column" gap={2}>
      <Text>The rest of the card</Text>
      <ErrorBoundary {...args}>
        <BrokenPart />
      </ErrorBoundary>
    </Flex>
  ),
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement).toHaveTextContent('The rest of the card');
    await expect(canvasElement.textContent?.trim()).toBe('The rest of the card');
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
});

/** A primary boundary reporting to the app's reporter (ErrorReporterProvider). */
export const PrimaryToAppReporter = meta.story({
  args: { name: 'Closeup', type: 'primary' },
  render: (args) => (
    <ErrorReporterProvider value={args.onError ?? (() => {})}>
      <ErrorBoundary
        name={args.name}
        {...(args.type ? { type: args.type } : {})}
        fallback={<Text>Unavailable</Text>}
      >
        <BrokenPart />
      </ErrorBoundary>
    </ErrorReporterProvider>
  ),
  play: async ({ args }) => {
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Closeup', type: 'primary' }),
    );
  },
});

/** Nothing fails: the children render. */
export const Healthy = meta.story({
  render: (args) => (
    <ErrorBoundary {...args}>
      <Text>All good</Text>
    </ErrorBoundary>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('All good')).toBeVisible();
    await expect(args.onError).not.toHaveBeenCalled();
  },
});
