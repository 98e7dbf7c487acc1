import { SEARCH_TAB_INDEX } from '@tessera/model';
import { Tabs, Text } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { InLanguage } from '../localisation/InLanguage.tsx';
import { HEBREW, type LanguageSample } from '../localisation/samples.ts';

/**
 * The search tabs of §2 that have an index (pins 0, buyable 1, videos 2, boards 3, users 4), in the
 * model's index order, so the index Tabs reports is the model's SEARCH_TAB_INDEX. The labels are this
 * story's: the spec does not show them.
 */
const LABELS: Record<string, string> = {
  pins: 'All Pins',
  buyable_pins: 'Shop',
  videos: 'Videos',
  boards: 'Boards',
  users: 'Profiles',
};
const SEARCH_TABS = SEARCH_TAB_INDEX.names.map((id) => ({
  id,
  label: LABELS[id] ?? id,
  panel: <Text>{`${LABELS[id]} for “cake”`}</Text>,
}));

/** The same tabs in another language. */
const searchTabsIn = (language: LanguageSample) =>
  SEARCH_TAB_INDEX.names.map((id) => {
    const label = language.searchTabs[id] ?? id;
    return { id, label, panel: <Text>{language.searchPanel(label)}</Text> };
  });

const meta = preview.meta({
  title: 'UI/Tabs',
  component: Tabs,
  args: { tabs: SEARCH_TABS, accessibilityLabel: 'Search results', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Tabs switch between views of the same thing without leaving the page: the search results as all Pins, products, videos, boards or profiles. One tab is selected at a time and its panel is shown below.',
      },
    },
    guidelines: {
      whenToUse:
        'For two to about six views of one subject that a person compares or moves between. Each tab’s panel replaces the last in the same place. For actions use Buttons or a Menu; for going to another page use Links.',
      states: [
        'One tab selected: underlined and bold; its panel shown.',
        'Another tab hovered or focused from the keyboard (the focus ring).',
        'Selection moving as the arrow keys move (selection follows focus).',
      ],
      do: [
        'Label each tab with a short noun (“Boards”, “Profiles”) that names what its panel holds.',
        'Name the whole list (“Search results”) so a screen reader says what the tabs switch.',
        'Keep the order of the tabs the same on every visit.',
      ],
      dont: [
        'Don’t use tabs for steps a person has to go through in order.',
        'Don’t nest tabs inside a tab panel.',
        'Don’t make a tab do something other than show its panel.',
      ],
      accessibility: [
        'A `tablist` of `tab`s with a `tabpanel`: Tab moves into the list onto the selected tab, Tab again into the panel.',
        'Left and Right arrows move and select, Home and End jump to the ends; in right-to-left the arrows are mirrored.',
      ],
      related: ['[Menu](?path=/docs/ui-menu--docs): actions rather than views.'],
    } satisfies Guidelines,
  },
});

export const SearchTabs = meta.story({});

/** Keyboard only: Tab into the list, arrows select, End jumps to the last, Tab moves into the panel. */
export const KeyboardSelection = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All Pins' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      id: 'videos',
      index: SEARCH_TAB_INDEX.codeOf('videos'),
    });
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Videos for “cake”');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      id: 'users',
      index: SEARCH_TAB_INDEX.codeOf('users'),
    });
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
});

export const BoardsSelected = meta.story({ args: { defaultSelectedId: 'boards' } });

/** Right to left, in Hebrew: the list starts at the right and ArrowLeft moves to the next tab. */
export const RightToLeft = meta.story({
  args: { tabs: searchTabsIn(HEBREW), accessibilityLabel: HEBREW.searchLabel },
  render: (args) => (
    <InLanguage language={HEBREW}>
      <Tabs {...args} />
    </InLanguage>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: HEBREW.searchTabs.buyable_pins })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
});

/** KeyboardSelection in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...KeyboardSelection.input,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});

/**
 * Centred tabs in a box too narrow for them (a phone): the row scrolls sideways, starts with its
 * first tab in view (not cut at the start, as plain centring would) and scrolls the selected tab
 * into view.
 */
export const CentredOnAPhone = meta.story({
  args: { align: 'center', defaultSelectedId: 'users' },
  render: (args) => (
    <div style={{ inlineSize: 200 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist');
    const box = list.getBoundingClientRect();
    const selected = canvas.getByRole('tab', { name: LABELS.users ?? '' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    const rect = selected.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(box.left - 0.5);
    await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
    // Scrolled back to the start, the first tab begins inside the box (nothing at negative x).
    list.scrollTo({ left: 0 });
    const first = canvas.getByRole('tab', { name: LABELS.pins ?? '' }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThanOrEqual(box.left);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
