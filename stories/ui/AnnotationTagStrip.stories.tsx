import { ANNOTATION_ARROW_SIZE, labels } from '@tessera/model';
import { AnnotationTagStrip, Box, DirectionProvider } from '@tessera/ui';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const TAGS = [
  'Chocolate cake',
  'Birthday cake',
  'Baking',
  'Frosting',
  'Desserts',
  'Layer cake',
  'Easy recipes',
  'Ganache',
  'Sprinkles',
  'Party food',
].map((name) => ({ name, url: `/search/pins/?q=${encodeURIComponent(name)}` }));

const meta = preview.meta({
  title: 'UI/AnnotationTagStrip',
  component: AnnotationTagStrip,
  args: { tags: TAGS, accessibilityLabel: 'Tags' },
  render: (args) => (
    <Box width={340}>
      <AnnotationTagStrip {...args} />
    </Box>
  ),
});

/** At the start: only the end arrow (more than 4 px remain that way), 45 × 30 (§9). */
export const AtStart = meta.story({
  play: async ({ canvas }) => {
    await document.fonts.ready; // tag widths settle once Inter is in
    const next = await canvas.findByRole('button', { name: labels.next });
    const box = next.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([
      ANNOTATION_ARROW_SIZE.width,
      ANNOTATION_ARROW_SIZE.height,
    ]);
    await expect(canvas.queryByRole('button', { name: labels.previous })).toBeNull();
  },
});

/** Next scrolls by half the visible width; then both arrows show. */
export const ScrolledByArrow = meta.story({
  play: async ({ canvas, userEvent }) => {
    await document.fonts.ready; // tag widths settle once Inter is in
    const strip = canvas.getByTestId('annotation-strip');
    await userEvent.click(await canvas.findByRole('button', { name: labels.next }));
    await waitFor(() => expect(strip.scrollLeft).toBeCloseTo(strip.clientWidth / 2, 0));
    await expect(await canvas.findByRole('button', { name: labels.previous })).toBeVisible();
  },
});

/** At the end: only the start arrow. */
export const AtEnd = meta.story({
  play: async ({ canvas }) => {
    await document.fonts.ready; // tag widths settle once Inter is in
    const strip = canvas.getByTestId('annotation-strip');
    strip.style.scrollBehavior = 'auto';
    strip.scrollLeft = strip.scrollWidth;
    await waitFor(() => expect(canvas.queryByRole('button', { name: labels.next })).toBeNull());
    await expect(canvas.getByRole('button', { name: labels.previous })).toBeVisible();
  },
});

/** Few tags that fit: no arrows. */
export const FitsWithoutArrows = meta.story({
  args: { tags: TAGS.slice(0, 2) },
  play: async ({ canvas }) => {
    await document.fonts.ready; // tag widths settle once Inter is in
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** Keyboard only: Tab walks the tags, and the focused tag scrolls into view. */
export const KeyboardTabbing = meta.story({
  play: async ({ canvas, userEvent }) => {
    await document.fonts.ready; // tag widths settle once Inter is in
    const strip = canvas.getByTestId('annotation-strip');
    for (let i = 0; i < 8; i += 1) await userEvent.tab();
    const focused = canvas.getByRole('link', { name: 'Ganache' });
    await expect(focused).toHaveFocus();
    await waitFor(() => {
      const tag = focused.getBoundingClientRect();
      const view = strip.getBoundingClientRect();
      expect(tag.right).toBeLessThanOrEqual(view.right + 1);
    });
  },
});

/** Right to left: the strip starts at the right; the Next arrow is on the left edge. */
export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <Box width={340}>
        <AnnotationTagStrip {...args} />
      </Box>
    </DirectionProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await document.fonts.ready; // tag widths settle once Inter is in
    const strip = canvas.getByTestId('annotation-strip');
    const next = await canvas.findByRole('button', { name: labels.next });
    await expect(next.getBoundingClientRect().left).toBeLessThan(strip.getBoundingClientRect().left + 2);
    await userEvent.click(next);
    await waitFor(() => expect(strip.scrollLeft).toBeCloseTo(-strip.clientWidth / 2, 0));
  },
});

/** ScrolledByArrow in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...ScrolledByArrow.input,
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
