import { labels } from '@tessera/model';
import { Box, Carousel, DirectionProvider, Text } from '@tessera/ui';
import { expect, fn, userEvent as rawUserEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const COLORS = ['secondary', 'placeholder', 'border', 'secondaryPressed'] as const;
const SLOTS = COLORS.map((background, i) => ({
  id: `slot-${i + 1}`,
  content: (
    <Box background={background} height={300} display="flex" padding={4}>
      <Text size="xl" weight="bold">{`Slide ${i + 1}`}</Text>
    </Box>
  ),
}));

const meta = preview.meta({
  title: 'UI/Carousel',
  component: Carousel,
  args: {
    slots: SLOTS,
    accessibilityLabel: 'Pin images',
    dots: 'always' as const,
    onSlotImpression: fn(),
    onSwipe: fn(),
    onTap: fn(),
  },
  render: (args) => (
    <Box width={236}>
      <Carousel {...args} />
    </Box>
  ),
});

/** The first slot: Previous is disabled, the first slot's impression (7352) is logged. */
export const FirstSlot = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: labels.previous })).toBeDisabled();
    await expect(args.onSlotImpression).toHaveBeenCalledWith({ eventType: 7352, index: 0, slotId: 'slot-1' });
  },
});

/** Keyboard only: Tab to Next, Enter moves; the 2/4 badge shows (for 4 s). */
export const KeyboardNext = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.next })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('carousel-index')).toHaveTextContent('2/4');
    await expect(canvas.getByRole('group', { name: '2/4' })).toBeVisible();
  },
});

/** At the last slot Next is disabled. */
export const LastSlot = meta.story({
  args: { initialIndex: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: labels.next })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: labels.previous })).toBeEnabled();
  },
});

/** A quick horizontal swipe moves to the next slot and is logged as event 108. */
export const Swipe = meta.story({
  play: async ({ canvas, args }) => {
    const slide = canvas.getByText('Slide 1');
    await rawUserEvent.pointer([
      { keys: '[MouseLeft>]', target: slide, coords: { clientX: 200, clientY: 150 } },
      { target: slide, coords: { clientX: 60, clientY: 155 } },
      { keys: '[/MouseLeft]', target: slide, coords: { clientX: 60, clientY: 155 } },
    ]);
    await waitFor(() =>
      expect(args.onSwipe).toHaveBeenCalledWith({ eventType: 108, direction: 'next', index: 1 }),
    );
  },
});

/** A press without movement is a tap, not a swipe. */
export const Tap = meta.story({
  tags: ['no-screenshot'],
  play: async ({ canvas, args }) => {
    await rawUserEvent.click(canvas.getByText('Slide 1'));
    await waitFor(() => expect(args.onTap).toHaveBeenCalledTimes(1));
    await expect(args.onSwipe).not.toHaveBeenCalled();
  },
});

/** Dots jump to a slot. */
export const DotJump = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '3/4' }));
    await expect(canvas.getByRole('button', { name: '3/4' })).toHaveAttribute('aria-current', 'true');
  },
});

/** Without dots (dots="never"). */
export const NoDots = meta.story({ args: { dots: 'never' as const } });

/** Right to left: Next sits at the left edge and moves toward the left. */
export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <Box width={236}>
        <Carousel {...args} />
      </Box>
    </DirectionProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: labels.next });
    const previous = canvas.getByRole('button', { name: labels.previous });
    await expect(next.getBoundingClientRect().left).toBeLessThan(previous.getBoundingClientRect().left);
    await userEvent.click(next);
    await expect(canvas.getByRole('group', { name: '2/4' })).toBeVisible();
  },
});

/**
 * dots="auto" on the §9 mobile viewport: the dots are hidden (§2); the arrows stay. Checked here,
 * not pictured (the screenshot run has one desktop viewport).
 */
export const DotsHiddenOnMobile = meta.story({
  args: { dots: 'auto' as const },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('carousel-dots')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.next })).toBeVisible();
  },
});

/** dots="auto" on the desktop viewport: the dots show. */
export const DotsShownOnDesktop = meta.story({
  args: { dots: 'auto' as const },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('carousel-dots')).toBeVisible();
  },
});

/** KeyboardNext in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...KeyboardNext.input,
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
