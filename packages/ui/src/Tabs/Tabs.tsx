import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { mergeProps, useFocusRing, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, type Key, type TabListState, useTabListState } from 'react-stately';
import styled, { css } from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';

export interface TabItem {
  /** A stable id (e.g. a search scope: pins, videos, boards). */
  id: string;
  /** The visible text, which is also the tab's accessible name. */
  label: string;
  /** The panel shown while the tab is selected; omit it when the page renders the content itself. */
  panel?: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Names the tab list (e.g. "Search results"). */
  accessibilityLabel: string;
  /** Controlled selection. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (change: { id: string; index: number }) => void;
  /**
   * Where the tabs sit when they fit: at the start (default) or centred. Either way a row wider
   * than its box scrolls, starts with its first tab visible, and keeps the selected tab in view.
   */
  align?: 'start' | 'center';
}

const List = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  /* safe: a row too wide for its box starts at its first tab instead of overflowing both ends. */
  justify-content: ${({ $align }) => ($align === 'center' ? 'safe center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[2]}px;
  overflow-x: auto;
  scrollbar-width: none;
  padding: ${({ theme }) => theme.space[1]}px;
`;

const TabButton = styled.div<{ $selected: boolean; $focusVisible: boolean }>`
  flex: none;
  padding-block: ${({ theme }) => theme.space[2]}px;
  padding-inline: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  outline: none;
  user-select: none;
  ${({ theme, $selected }) =>
    $selected
      ? css`
          background: ${theme.color.selected};
          color: ${theme.color.onSelected};
        `
      : css`
          background: transparent;
          color: ${theme.color.text};
          &:hover {
            background: ${theme.color.secondaryHover};
          }
        `}
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
`;

const Panel = styled.div<{ $focusVisible: boolean }>`
  outline: none;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
`;

/**
 * Tabs (react-aria useTabList): arrow keys move and select (Home / End to the ends; mirrored in
 * right-to-left), Tab moves into the panel. Used for the search tabs (§2).
 */
/** Brings `tab` into the visible part of the scrolling `list`, moving the list only sideways. */
function scrollTabIntoView(list: HTMLElement, tab: HTMLElement) {
  const box = list.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  if (rect.left < box.left) list.scrollBy({ left: rect.left - box.left });
  else if (rect.right > box.right) list.scrollBy({ left: rect.right - box.right });
}

export function Tabs({
  tabs,
  accessibilityLabel,
  selectedId,
  defaultSelectedId,
  onChange,
  align = 'start',
}: TabsProps) {
  const props = {
    'aria-label': accessibilityLabel,
    children: tabs.map((tab) => <Item key={tab.id}>{tab.label}</Item>),
    ...(selectedId === undefined ? {} : { selectedKey: selectedId }),
    ...(defaultSelectedId === undefined ? {} : { defaultSelectedKey: defaultSelectedId }),
    onSelectionChange: (key: Key | null) => {
      if (key === null) return;
      const index = tabs.findIndex((tab) => tab.id === String(key));
      onChange?.({ id: String(key), index });
    },
  };
  const state = useTabListState(props);
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(props, state, ref);
  const selected = tabs.find((tab) => tab.id === state.selectedKey);
  return (
    <div>
      <List {...tabListProps} ref={ref} $align={align}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} itemKey={item.key} state={state}>
            {item.rendered}
          </Tab>
        ))}
      </List>
      {selected?.panel !== undefined ? (
        <TabPanel key={String(state.selectedKey)} state={state}>
          {selected.panel}
        </TabPanel>
      ) : null}
    </div>
  );
}

function Tab({
  itemKey,
  state,
  children,
}: {
  itemKey: Key;
  state: TabListState<object>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: itemKey }, state, ref);
  // The selected tab is in view, in a row that scrolls (first render and each change).
  useLayoutEffect(() => {
    const tab = ref.current;
    if (isSelected && tab?.parentElement) scrollTabIntoView(tab.parentElement, tab);
  }, [isSelected]);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <TabButton
      {...mergeProps(tabProps, focusProps)}
      ref={ref}
      $selected={isSelected}
      $focusVisible={isFocusVisible}
    >
      {children}
    </TabButton>
  );
}

function TabPanel({ state, children }: { state: TabListState<object>; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Panel {...mergeProps(tabPanelProps, focusProps)} ref={ref} $focusVisible={isFocusVisible}>
      {children}
    </Panel>
  );
}
