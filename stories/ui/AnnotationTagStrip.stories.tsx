import { ANNOTATION_ARROW_MIN_REMAINING_PX, ANNOTATION_ARROW_SIZE, labels } from '@tessera/model';
import { AnnotationTagStrip, Box } from '@tessera/ui';
import { expect, waitFor } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { InLanguage } from '../localisation/InLanguage.tsx';
import { HEBREW } from '../localisation/samples.ts';

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
  parameters: {
    docs: {
      description: {
        component:
          'A single row of grey tags (“Chocolate cake”, “Baking”…) under a Pin’s More information, each leading to a search for that tag. When the tags are wider than the space, the row scrolls sideways and a fading arrow at an edge shows there is more that way.',
      },
    },
    guidelines: {
      whenToUse:
        'For a short set of related topics a person can jump to from a Pin, in one line that does not push the content down. For choices that filter the page use Tabs; for images in sequence, a Carousel.',
      states: [
        'All tags fit: no arrows.',
        `More to the end: a ${ANNOTATION_ARROW_SIZE.width} × ${ANNOTATION_ARROW_SIZE.height} px arrow sits over the end edge, fading from the page colour into the tags; it shows while more than ${ANNOTATION_ARROW_MIN_REMAINING_PX} px remain that way. The same at the start once the row has moved.`,
        'Pressing an arrow scrolls the row by half its visible width (smoothly, or at once with reduced motion).',
        'Hover on an arrow greys its chevron; keyboard focus shows the focus ring.',
        'A tag without a link is plain text in the same grey pill.',
      ],
      do: [
        'Write tags as short nouns, the way people search: “Layer cake”, not “Click for layer cakes”.',
        'Keep them in order of relevance: the first few are the ones everyone sees.',
        'Give the strip a name that says what the tags are (More information).',
      ],
      dont: [
        'Don’t wrap the tags onto several lines or shorten them with an ellipsis: the row scrolls instead.',
        'Don’t rely on the arrows to reach a tag: on touch screens people swipe the row, and keyboard users Tab through the tags.',
        'Don’t put buttons or other controls in the row: every tag is a link.',
      ],
      accessibility: [
        'The tags are a list named by `accessibilityLabel`; each tag is a link named by its text.',
        'Tab moves through the tags in order, and the focused tag scrolls into view.',
        `The arrows are buttons named “${labels.previous}” and “${labels.next}”, after the tags in the Tab order; in right to left they swap sides (Next is at the left).`,
      ],
      related: [
        '[Carousel](?path=/docs/ui-carousel--docs): images in sequence.',
        '[Tabs](?path=/docs/ui-tabs--docs): choices that change the page.',
        '[Link](?path=/docs/ui-link--docs): each tag.',
      ],
    } satisfies Guidelines,
  },
});

/** At the start: only the end arrow (more than 4 px remain that way), 45 × 30 px. */
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

/** Right to left, with Hebrew tags: the strip starts at the right; the Next arrow is on the left edge. */
export const RightToLeft = meta.story({
  args: {
    tags: HEBREW.tags.map((name) => ({ name, url: `/search/pins/?q=${encodeURIComponent(name)}` })),
  },
  render: (args) => (
    <InLanguage language={HEBREW}>
      <Box width={340}>
        <AnnotationTagStrip {...args} />
      </Box>
    </InLanguage>
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
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
