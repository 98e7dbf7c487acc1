import { carouselMachine } from '@tessera/machines';
import { CAROUSEL_TAP_MAX_PX, labels } from '@tessera/model';
import { CAROUSEL_INDEX_MS, lightTheme, SWIPE_MAX_MS } from '@tessera/tokens';
import { Box, Carousel, positionText, Text } from '@tessera/ui';
import { expect, fn, userEvent as rawUserEvent, waitFor } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { InLanguage } from '../localisation/InLanguage.tsx';
import { HEBREW, type LanguageSample } from '../localisation/samples.ts';
import { MachineChart } from '../machines/MachineChart.tsx';

const COLORS = ['secondary', 'placeholder', 'border', 'secondaryPressed'] as const;
const slots = (slide: (n: number) => string) =>
  COLORS.map((background, i) => ({
    id: `slot-${i + 1}`,
    content: (
      <Box background={background} height={300} display="flex" padding={4}>
        <Text size="xl" weight="bold">
          {slide(i + 1)}
        </Text>
      </Box>
    ),
  }));
const SLOTS = slots((n) => `Slide ${n}`);
const slotsIn = (language: LanguageSample) => slots(language.item);

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
    onChange: fn(),
  },
  render: (args) => (
    <Box width={236}>
      <Carousel {...args} />
    </Box>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A carousel shows several images of one Pin in the space of one, a slide at a time. People move through it with the arrows at its sides, the dots under it or a swipe, and it briefly shows which slide they are on (“2/4”).',
      },
    },
    guidelines: {
      whenToUse:
        'For a Pin made of a few images that belong together and are looked at in order: the steps of a recipe, the views of a product. For a long list of separate things use a grid or a list; for tags that scroll sideways use the AnnotationTagStrip.',
      states: [
        'First slide: the Previous arrow is disabled; at the last slide Next is disabled. It does not wrap around.',
        `After every change the position badge (“${positionText(1, 4)}”) shows in the top end corner for ${CAROUSEL_INDEX_MS / 1000} s, then hides.`,
        `Dots: one per slide, the current one solid. With \`dots="auto"\` (default) they hide below ${lightTheme.breakpoints.sm} px wide, where swiping is the way to move; \`always\` keeps them, \`never\` drops them.`,
        `A swipe: a horizontal movement held under ${SWIPE_MAX_MS} ms moves one slide; a press that moves less than ${CAROUSEL_TAP_MAX_PX} px is a tap (passed on through \`onTap\`), not a swipe; the slides do not follow the finger, they move once it lifts.`,
        'With a single slide there are no arrows, dots or badge.',
        'Reduced motion: the slides change without sliding.',
      ],
      do: [
        'Keep the slides the same size and aspect ratio, so the carousel does not jump as it moves.',
        'Name the carousel after what it holds (“Pin images”): that name is read when a screen reader enters it.',
        'Give each slide its own alternative text: only the slide on show is read.',
      ],
      dont: [
        'Don’t advance the slides on a timer: people lose their place, and the carousel never does it.',
        'Don’t put the only copy of important information on a later slide: many people look at the first only.',
        'Don’t place other controls on the arrows’ edges or in the top end corner, where the position badge appears.',
      ],
      accessibility: [
        'The carousel is a region named by `accessibilityLabel`; each slide is a group named by its position (“2/4”).',
        'Slides not on show are inert: Tab and screen readers meet only the slide on show.',
        `Tab reaches Previous, Next and each dot (named “${positionText(0, 4)}”, “${positionText(1, 4)}”…; the current one is marked current); Enter or Space moves. Arrows and dots are at least 24 × 24 px.`,
        'A change of slide is not announced on its own: the new slide is read when the person moves into it.',
        'In right to left the arrows swap sides: Next is on the left and moves toward the left; swipes follow.',
      ],
      related: [
        '[Badge](?path=/docs/ui-badge--docs): the position badge.',
        '[The carousel machine](?path=/story/machines-charts--carousel): when the position badge shows, drawn.',
        '[IconButton](?path=/docs/ui-iconbutton--docs): the arrows.',
        '[AnnotationTagStrip](?path=/docs/ui-annotationtagstrip--docs): a row of tags that scrolls sideways.',
        '[PinCard](?path=/docs/pin-card-pincard--docs): where carousels appear in the grid.',
      ],
    } satisfies Guidelines,
  },
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

/** Right to left, in Hebrew: Next sits at the left edge and moves toward the left. */
export const RightToLeft = meta.story({
  args: { slots: slotsIn(HEBREW) },
  render: (args) => (
    <InLanguage language={HEBREW}>
      <Box width={236}>
        <Carousel {...args} />
      </Box>
    </InLanguage>
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
 * dots="auto" on a phone-sized viewport: the dots are hidden; the arrows stay. Checked here,
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
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});

/** The carousel's states, drawn from its machine (carouselMachine): what each arrow, dot and swipe does. */
export const StateMachine = meta.story({
  render: () => (
    <MachineChart
      machine={carouselMachine}
      spec="The slide index moves by arrow, dot or swipe, within bounds; after each change the position badge shows, then hides."
    />
  ),
  parameters: { layout: 'padded' },
  tags: ['no-screenshot'], // generated text, pictured nowhere (as on the Machines/Charts page)
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'carousel' })).toBeVisible();
    await expect(
      canvas.getAllByText(new RegExp(`CAROUSEL_INDEX_MS \\(${CAROUSEL_INDEX_MS} ms\\)`))[0],
    ).toBeVisible();
  },
});
