import { labels, type Pin } from '@tessera/model';
import { Menu, type MenuItemData } from '@tessera/ui';

/** The options menu's own words: the spec shows the menu (§2, §6) but not these texts (Unfollow is a label). */
export const OPTIONS_MENU_TEXT = {
  hide: 'Hide Pin',
  report: 'Report Pin',
  whyThisAd: 'Why am I seeing this ad?',
  /** The viewer's own pin (§6: the pinner id is the viewer's): its edit page. */
  edit: 'Edit Pin',
} as const;

export type OptionsAction = 'edit' | 'hide' | 'report' | 'unfollow' | 'whyThisAd';

export interface OptionsMenuProps {
  pin: Pin;
  actions: readonly OptionsAction[];
  onAction: (action: OptionsAction) => void;
}

const LABEL: Record<OptionsAction, string> = {
  edit: OPTIONS_MENU_TEXT.edit,
  hide: OPTIONS_MENU_TEXT.hide,
  report: OPTIONS_MENU_TEXT.report,
  unfollow: labels.unfollow,
  whyThisAd: OPTIONS_MENU_TEXT.whyThisAd,
};

/** The logged-in options button (§2, §6 context menu, feedback): an ellipsis menu of the actions the app supports. */
export function OptionsMenu({ actions, onAction }: OptionsMenuProps) {
  const items: MenuItemData[] = actions.map((action) => ({ id: action, label: LABEL[action] }));
  return (
    <Menu
      label={labels.moreOptions}
      icon="ellipsis"
      items={items}
      onAction={({ id }) => onAction(id as OptionsAction)}
      placement="bottom end"
    />
  );
}
