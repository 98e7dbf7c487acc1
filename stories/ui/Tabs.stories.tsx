import { SEARCH_TAB_INDEX } from '@tessera/model';
import { DirectionProvider, Tabs, Text } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

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

const meta = preview.meta({
  title: 'UI/Tabs',
  component: Tabs,
  args: { tabs: SEARCH_TABS, accessibilityLabel: 'Search results', onChange: fn() },
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

/** Right to left: the list starts at the right and ArrowLeft moves to the next tab. */
export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <Tabs {...args} />
    </DirectionProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Shop' })).toHaveAttribute('aria-selected', 'true');
  },
});

/** KeyboardSelection in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...KeyboardSelection.input,
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
