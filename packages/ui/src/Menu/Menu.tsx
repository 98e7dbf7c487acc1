import { type MouseEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import {
  mergeProps,
  type Placement,
  useFocusRing,
  useKeyboard,
  useMenu,
  useMenuItem,
  useMenuTrigger,
} from 'react-aria';
import {
  Item,
  type Key,
  type TreeState,
  useMenuTriggerState,
  useOverlayTriggerState,
  useTreeState,
} from 'react-stately';
import styled, { css } from 'styled-components';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import type { IconName } from '../Icon/Icon.tsx';
import { IconButton, type IconButtonSize, type IconButtonVariant } from '../IconButton/IconButton.tsx';
import { PopoverFrame } from '../Popover/Popover.tsx';

export interface MenuItemData {
  id: string;
  /** The visible text, which is also the item's accessible name. */
  label: string;
  disabled?: boolean;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

const Row = styled.li<{ $focused: boolean; $disabled: boolean; $focusVisible: boolean }>`
  display: flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.space[8]}px;
  padding-inline: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-size: ${({ theme }) => theme.font.size.md}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  outline: none;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textSubtle : theme.color.text)};
  ${({ theme, $focused }) =>
    $focused
      ? css`
          background: ${theme.color.secondary};
        `
      : ''}
  ${({ theme, $focusVisible }) =>
    $focusVisible
      ? css`
          box-shadow: inset 0 0 0 2px ${theme.color.focusRing};
        `
      : ''}
`;

interface MenuListProps {
  items: readonly MenuItemData[];
  accessibilityLabel?: string;
  onAction: (id: string) => void;
  onClose: () => void;
  autoFocus?: boolean | 'first' | 'last';
  menuProps?: object;
}

/** The list of a menu (react-aria useMenu): arrows, Home/End, type-ahead, Enter/Space to act. */
export function MenuList({
  items,
  accessibilityLabel,
  onAction,
  onClose,
  autoFocus = 'first',
  menuProps = {},
}: MenuListProps) {
  const props = {
    ...menuProps,
    ...(accessibilityLabel ? { 'aria-label': accessibilityLabel } : {}),
    autoFocus,
    children: items.map((item) => <Item key={item.id}>{item.label}</Item>),
    disabledKeys: items.filter((item) => item.disabled).map((item) => item.id),
    onAction: (key: Key) => onAction(String(key)),
    onClose,
  };
  const state = useTreeState<object>(props);
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps: listProps } = useMenu(props, state, ref);
  return (
    <List {...listProps} ref={ref}>
      {[...state.collection].map((item) => (
        <MenuRow key={item.key} itemKey={item.key} state={state}>
          {item.rendered}
        </MenuRow>
      ))}
    </List>
  );
}

function MenuRow({
  itemKey,
  state,
  children,
}: {
  itemKey: Key;
  state: TreeState<object>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { menuItemProps, isFocused, isDisabled } = useMenuItem({ key: itemKey }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Row
      {...mergeProps(menuItemProps, focusProps)}
      ref={ref}
      $focused={isFocused}
      $disabled={isDisabled}
      $focusVisible={isFocusVisible}
    >
      {children}
    </Row>
  );
}

export interface MenuProps {
  /** The trigger: a Button with this text, or an IconButton when `icon` is given. */
  label: string;
  icon?: IconName;
  buttonVariant?: ButtonProps['variant'];
  /** The IconButton's variant and size, when `icon` is given (a tab bar's menu: `transparent`, `lg`). */
  iconVariant?: IconButtonVariant;
  iconSize?: IconButtonSize;
  items: readonly MenuItemData[];
  onAction: (change: { id: string }) => void;
  placement?: Placement;
}

/**
 * A menu button (react-aria useMenuTrigger): Enter, Space or ArrowDown opens it with the first item
 * focused (ArrowUp: the last); Escape or a click away closes it and focus returns to the trigger.
 */
export function Menu({
  label,
  icon,
  buttonVariant = 'secondary',
  iconVariant = 'secondary',
  iconSize = 'md',
  items,
  onAction,
  placement,
}: MenuProps) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({}, state, triggerRef);
  // Press to open, ArrowDown / ArrowUp to open with the first / last item focused, ARIA wiring.
  const { onPress, onPressStart, onKeyDown, onKeyUp, id } = menuTriggerProps;
  const triggerProps = {
    ...(onPress ? { onPress } : {}),
    ...(onPressStart ? { onPressStart } : {}),
    ...(onKeyDown ? { onKeyDown } : {}),
    ...(onKeyUp ? { onKeyUp } : {}),
    ...(id ? { id } : {}),
    'aria-expanded': menuTriggerProps['aria-expanded'],
    'aria-haspopup': menuTriggerProps['aria-haspopup'],
    'aria-controls': menuTriggerProps['aria-controls'],
  };
  return (
    <>
      {icon ? (
        <IconButton
          ref={triggerRef}
          accessibilityLabel={label}
          icon={icon}
          variant={iconVariant}
          size={iconSize}
          {...triggerProps}
        />
      ) : (
        <Button ref={triggerRef} variant={buttonVariant} iconEnd="chevron-down" {...triggerProps}>
          {label}
        </Button>
      )}
      {state.isOpen ? (
        <PopoverFrame state={state} triggerRef={triggerRef} {...(placement ? { placement } : {})}>
          <MenuList
            items={items}
            menuProps={menuProps}
            autoFocus={state.focusStrategy ?? 'first'}
            onAction={(actionId) => onAction({ id: actionId })}
            onClose={state.close}
          />
        </PopoverFrame>
      ) : null}
    </>
  );
}

export interface ContextMenuProps {
  /** Names the menu. */
  accessibilityLabel: string;
  items: readonly MenuItemData[];
  onAction: (change: { id: string }) => void;
  /** The area that opens the menu on right-click, Shift+F10 or the ContextMenu key. */
  children: ReactNode;
}

/**
 * A context menu (the logged-out desktop card menu, §2): opens at the pointer on right-click, or
 * under the focused area from the keyboard (Shift+F10, ContextMenu key); closes on a click away and
 * on Escape; arrows move between items.
 */
export function ContextMenu({ accessibilityLabel, items, onAction, children }: ContextMenuProps) {
  const state = useOverlayTriggerState({});
  const areaRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [point, setPoint] = useState<{ x: number; y: number }>({ x: 0, y: 0 });

  const openAt = (x: number, y: number) => {
    setPoint({ x, y });
    state.open();
  };
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
        const target = (event.target as HTMLElement).getBoundingClientRect();
        const box = areaRef.current?.getBoundingClientRect();
        openAt(target.left - (box?.left ?? 0), target.bottom - (box?.top ?? 0));
      } else {
        event.continuePropagation();
      }
    },
  });
  const areaProps = mergeProps(keyboardProps, {
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      const box = areaRef.current?.getBoundingClientRect();
      openAt(event.clientX - (box?.left ?? 0), event.clientY - (box?.top ?? 0));
    },
  });
  return (
    <div ref={areaRef} style={{ position: 'relative', display: 'inline-block' }} {...areaProps}>
      {children}
      <span
        ref={anchorRef}
        aria-hidden="true"
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          left: point.x,
          top: point.y,
          width: 0,
          height: 0,
        }}
      />
      {state.isOpen ? (
        <ContextMenuPopover
          state={state}
          anchorRef={anchorRef}
          accessibilityLabel={accessibilityLabel}
          items={items}
          onAction={onAction}
        />
      ) : null}
    </div>
  );
}

function ContextMenuPopover({
  state,
  anchorRef,
  accessibilityLabel,
  items,
  onAction,
}: {
  state: ReturnType<typeof useOverlayTriggerState>;
  anchorRef: RefObject<HTMLSpanElement | null>;
  accessibilityLabel: string;
  items: readonly MenuItemData[];
  onAction: (change: { id: string }) => void;
}) {
  return (
    <PopoverFrame state={state} triggerRef={anchorRef} placement="bottom start" data-testid="context-menu">
      <MenuList
        items={items}
        accessibilityLabel={accessibilityLabel}
        onAction={(id) => onAction({ id })}
        onClose={state.close}
      />
    </PopoverFrame>
  );
}
