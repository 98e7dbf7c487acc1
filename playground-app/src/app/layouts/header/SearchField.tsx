/**
 * The header's search field (§2 /search): a combobox (react-aria) whose suggestions are the recent
 * searches (recentSearches.ts) and the boards and people matching what is typed (SearchResource,
 * scopes boards and users). Enter searches pins (/search/pins/?q=); a suggestion opens its page.
 */
import { useApi } from '@tessera/api';
import { type Board, buildPath, type User } from '@tessera/model';
import { Icon } from '@tessera/ui';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useComboBox, useListBox, useListBoxSection, useOption } from 'react-aria';
import { useNavigate } from 'react-router';
import { type ComboBoxState, Item, type Node, Section, useComboBoxState } from 'react-stately';
import styled from 'styled-components';
import { visuallyHidden } from '../../../shared/visuallyHidden.ts';
import { readRecentSearches, recordSearch } from './recentSearches.ts';

/** Typing settles this long before boards and people are asked for: our choice (the spec gives none). */
export const SUGGEST_DELAY_MS = 200;
/** The field's id: the phone's Search tab puts the cursor in it (one search field per page). */
export const SEARCH_INPUT_ID = 'site-search';
/** Boards and people suggested per kind: our choice. */
export const SUGGESTIONS_PER_KIND = 4;

interface Suggestion {
  key: string;
  text: string;
  href: string;
  query?: string;
}
interface SuggestionGroup {
  key: string;
  title: string;
  items: Suggestion[];
}

/** The path of a pin search for `query` (§2 /search/pins). */
export function searchHref(query: string, tab = 'pins'): string {
  return `${buildPath('search', { tab })}?q=${encodeURIComponent(query.trim())}`;
}

function useMatches(text: string) {
  const api = useApi();
  const [found, setFound] = useState<{ boards: Board[]; users: User[] }>({ boards: [], users: [] });
  useEffect(() => {
    const query = text.trim();
    if (query === '') {
      setFound({ boards: [], users: [] });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      Promise.all([
        api.search<Board>({ query, scope: 'boards', page_size: SUGGESTIONS_PER_KIND }),
        api.search<User>({ query, scope: 'users', page_size: SUGGESTIONS_PER_KIND }),
      ])
        .then(([boards, users]) => {
          if (live) setFound({ boards: boards.items, users: users.items });
        })
        // Suggestions are a help: without them the field still searches.
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, text]);
  return found;
}

function groupsFor(
  text: string,
  recent: ReturnType<typeof readRecentSearches>,
  found: ReturnType<typeof useMatches>,
) {
  const typed = text.trim().toLowerCase();
  const groups: SuggestionGroup[] = [];
  const recentItems = recent
    .filter((search) => search.query.toLowerCase().includes(typed))
    .map((search) => ({
      key: `recent:${search.query}`,
      text: search.query,
      href: searchHref(search.query, search.scope),
      query: search.query,
    }));
  if (recentItems.length > 0) groups.push({ key: 'recent', title: 'Recent searches', items: recentItems });
  if (typed !== '') {
    const boards = found.boards
      .slice(0, SUGGESTIONS_PER_KIND)
      .flatMap((board) =>
        board.url ? [{ key: `board:${board.id}`, text: board.name, href: board.url }] : [],
      );
    if (boards.length > 0) groups.push({ key: 'boards', title: 'Boards', items: boards });
    const people = found.users.slice(0, SUGGESTIONS_PER_KIND).map((user) => ({
      key: `user:${user.id}`,
      text: user.full_name || user.username,
      href: buildPath('profile', { username: user.username }),
    }));
    if (people.length > 0) groups.push({ key: 'people', title: 'People', items: people });
  }
  return groups;
}

const Form = styled.form`
  position: relative;
  flex: 1 1 240px;
  min-inline-size: 0;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-inline: ${({ theme }) => theme.space[4]}px;
  min-block-size: ${({ theme }) => theme.space[8] + theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.textSubtle};
  &:focus-within {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.focusRing};
  }
  input {
    flex: 1;
    min-inline-size: 0;
    border: 0;
    outline: none;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md}px;
  }
`;

const VisuallyHidden = styled.label`
  ${visuallyHidden}
`;

const Popup = styled.div`
  position: absolute;
  inset-inline: 0;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  z-index: ${({ theme }) => theme.zIndex.popover};
  padding: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 0 ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.color.overlayVisual};
  max-block-size: 60vh;
  overflow: auto;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Heading = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const OptionRow = styled.li<{ $focused: boolean }>`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  min-block-size: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $focused }) => ($focused ? theme.color.secondary : 'transparent')};
`;

function Option({ item, state }: { item: Node<Suggestion>; state: ComboBoxState<Suggestion> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused } = useOption({ key: item.key }, state, ref);
  return (
    <OptionRow {...optionProps} ref={ref} $focused={isFocused}>
      {item.rendered}
    </OptionRow>
  );
}

function Group({ section, state }: { section: Node<Suggestion>; state: ComboBoxState<Suggestion> }) {
  const { itemProps, headingProps, groupProps } = useListBoxSection({ heading: section.rendered });
  return (
    <li {...itemProps}>
      <Heading {...headingProps}>{section.rendered}</Heading>
      <ul {...groupProps}>
        {[...(state.collection.getChildren?.(section.key) ?? [])].map((item) => (
          <Option key={item.key} item={item} state={state} />
        ))}
      </ul>
    </li>
  );
}

function SuggestionList({
  state,
  listBoxRef,
  listBoxProps,
}: {
  state: ComboBoxState<Suggestion>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  listBoxProps: Parameters<typeof useListBox>[0];
}) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    <ul {...props} ref={listBoxRef}>
      {[...state.collection].map((node) =>
        node.type === 'section' ? <Group key={node.key} section={node} state={state} /> : null,
      )}
    </ul>
  );
}

/** What react-aria's hiding of the page (ariaHideOutside) leaves visible: its top-layer mark. */
const TOP_LAYER = 'data-react-aria-top-layer';

/**
 * The suggestions do not hide the page. The ARIA combobox pattern is not modal: focus stays in the
 * field and Tab leaves it, so the page stays readable. react-aria's useComboBox sets aria-hidden on
 * everything else while the list is open, which leaves the page's links focusable inside
 * aria-hidden (axe: aria-hidden-focus). While open, the elements beside the field's ancestors carry
 * react-aria's top-layer mark, which its hiding leaves alone; a layout effect, so before its effect.
 */
function useNonModalSuggestions(inputRef: RefObject<HTMLInputElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!open || !input) return;
    const marked: Element[] = [];
    for (let node: Element | null = input; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (
          sibling === node ||
          sibling.hasAttribute(TOP_LAYER) ||
          sibling.getAttribute('aria-hidden') === 'true'
        )
          continue;
        sibling.setAttribute(TOP_LAYER, '');
        marked.push(sibling);
      }
    }
    return () => {
      for (const element of marked) element.removeAttribute(TOP_LAYER);
    };
  }, [inputRef, open]);
}

export function SearchField() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const found = useMatches(text);
  const groups = groupsFor(text, recent, found);
  const byKey = new Map(groups.flatMap((group) => group.items.map((item) => [item.key, item] as const)));

  const go = (href: string, query?: string) => {
    if (query) setRecent(recordSearch(query, 'pins'));
    setText(query ?? '');
    void navigate(href);
  };

  const state = useComboBoxState<Suggestion>({
    items: groups as unknown as Iterable<Suggestion>,
    children: (group) => {
      const section = group as unknown as SuggestionGroup;
      return (
        <Section key={section.key} title={section.title} items={section.items}>
          {(item) => (
            <Item key={item.key} textValue={item.text}>
              {item.text}
            </Item>
          )}
        </Section>
      );
    },
    inputValue: text,
    onInputChange: setText,
    allowsCustomValue: true,
    allowsEmptyCollection: false,
    menuTrigger: 'focus',
    selectedKey: null,
    onSelectionChange: (key) => {
      const item = key === null ? undefined : byKey.get(String(key));
      if (item) go(item.href, item.query);
    },
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  useNonModalSuggestions(inputRef, state.isOpen);
  const { inputProps, listBoxProps, labelProps } = useComboBox(
    {
      id: SEARCH_INPUT_ID,
      label: 'Search',
      inputRef,
      listBoxRef,
      popoverRef,
      allowsCustomValue: true,
      menuTrigger: 'focus',
    },
    state,
  );

  const submit = () => {
    const query = text.trim();
    if (query === '') return;
    state.close();
    go(searchHref(query), query);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with no suggestion focused searches what was typed (react-aria would only close the list).
    if (event.key === 'Enter' && state.selectionManager.focusedKey === null) {
      event.preventDefault();
      submit();
      return;
    }
    inputProps.onKeyDown?.(event);
  };

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <VisuallyHidden {...labelProps}>Search</VisuallyHidden>
      <Field>
        <Icon name="search" size={16} />
        <input {...inputProps} ref={inputRef} onKeyDown={onKeyDown} placeholder="Search" type="search" />
      </Field>
      {state.isOpen && groups.length > 0 ? (
        <Popup ref={popoverRef}>
          <SuggestionList state={state} listBoxRef={listBoxRef} listBoxProps={listBoxProps} />
        </Popup>
      ) : null}
    </Form>
  );
}
