/**
 * The header's search field (§2 /search, issue 30): a combobox (react-aria). On an empty focus it
 * offers the viewer's recent searches (a logged-out visitor's kept in the browser, recentSearches.ts;
 * a logged-in viewer's on the server) with a way to clear them, and what is trending; while typing,
 * searches that complete the words, boards (cover and owner, one per name) and people
 * (SearchSuggestionsResource). Enter or a search suggestion opens the results (/search/pins/?q=),
 * a board or person its page. The field shows the query of the search page it is on, and is empty
 * elsewhere.
 */
import { useApi } from '@tessera/api';
import {
  type Board,
  buildPath,
  parseRoute,
  type SearchSuggestions,
  searchKey,
  type User,
} from '@tessera/model';
import { Avatar, Icon } from '@tessera/ui';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useComboBox, useListBox, useListBoxSection, useOption } from 'react-aria';
import { useLocation, useNavigate } from 'react-router';
import { type ComboBoxState, Item, type Node, Section, useComboBoxState } from 'react-stately';
import styled from 'styled-components';
import { visuallyHidden } from '../../../shared/visuallyHidden.ts';
import { useSession } from '../../session.ts';
import { clearRecentSearches, readRecentSearches, recordSearch } from './recentSearches.ts';
import { SEARCH_FIELD_TEXT } from './searchFieldText.ts';

/** Typing settles this long before suggestions are asked for: our choice (the spec gives none). */
export const SUGGEST_DELAY_MS = 200;
/** The field's id: the phone's Search tab puts the cursor in it (one search field per page). */
export const SEARCH_INPUT_ID = 'site-search';

const CLEAR_RECENT_KEY = 'clear-recent';

interface Suggestion {
  key: string;
  text: string;
  /** Where it leads; none for "Clear recent searches". */
  href?: string;
  /** A search: recorded among the recent ones when chosen. */
  query?: string;
  /** A second line (a board's owner, a person's username). */
  detail?: string;
  board?: Board;
  person?: User;
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

/** The query of the search page at `path` (with its query string), or '' on any other page. */
export function pageQuery(path: string): string {
  const route = parseRoute(path);
  return route?.name === 'search' ? (route.query.q ?? '').trim() : '';
}

const NO_SUGGESTIONS: SearchSuggestions = { queries: [], boards: [], people: [], recent: [], trending: [] };

/**
 * What the server suggests for `text` while the field has focus (at once on an empty field, after
 * SUGGEST_DELAY_MS of no typing otherwise); `revision` asks again (after a search or a clear).
 */
function useSuggestions(text: string, active: boolean, revision: number) {
  const api = useApi();
  const [found, setFound] = useState<SearchSuggestions>(NO_SUGGESTIONS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision (a search kept, a clear) asks again.
  useEffect(() => {
    if (!active) return;
    const query = text.trim();
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        api
          .searchSuggestions({ query }, { signal: controller.signal })
          .then(setFound)
          // Suggestions are a help: without them the field still searches.
          .catch(() => undefined);
      },
      query === '' ? 0 : SUGGEST_DELAY_MS,
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, text, active, revision]);
  return found;
}

function groupsFor(text: string, recentQueries: readonly string[], found: SearchSuggestions) {
  const typed = searchKey(text);
  const groups: SuggestionGroup[] = [];
  const asSearch = (prefix: string) => (query: string) => ({
    key: `${prefix}:${searchKey(query)}`,
    text: query,
    href: searchHref(query),
    query,
  });
  const recent = recentQueries.filter((query) => searchKey(query).includes(typed));
  const shown = new Set(recent.map(searchKey));
  if (recent.length > 0) {
    groups.push({
      key: 'recent',
      title: SEARCH_FIELD_TEXT.recent,
      items: [
        ...recent.map(asSearch('recent')),
        ...(typed === '' ? [{ key: CLEAR_RECENT_KEY, text: SEARCH_FIELD_TEXT.clearRecent }] : []),
      ],
    });
  }
  if (typed === '') {
    const trending = found.trending.filter((query) => !shown.has(searchKey(query)));
    if (trending.length > 0)
      groups.push({
        key: 'trending',
        title: SEARCH_FIELD_TEXT.trending,
        items: trending.map(asSearch('trending')),
      });
    return groups;
  }
  const queries = found.queries.filter((query) => !shown.has(searchKey(query)));
  if (queries.length > 0)
    groups.push({ key: 'queries', title: SEARCH_FIELD_TEXT.queries, items: queries.map(asSearch('query')) });
  const boards = found.boards.flatMap((board) =>
    board.url
      ? [
          {
            key: `board:${board.id}`,
            text: board.name,
            href: board.url,
            board,
            ...(board.owner
              ? { detail: SEARCH_FIELD_TEXT.boardOwner(board.owner.fullName ?? board.owner.username ?? '') }
              : {}),
          },
        ]
      : [],
  );
  if (boards.length > 0) groups.push({ key: 'boards', title: SEARCH_FIELD_TEXT.boards, items: boards });
  const people = found.people.map((person) => ({
    key: `user:${person.id}`,
    text: person.full_name || person.username,
    detail: `@${person.username}`,
    href: buildPath('profile', { username: person.username }),
    person,
  }));
  if (people.length > 0) groups.push({ key: 'people', title: SEARCH_FIELD_TEXT.people, items: people });
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
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  min-block-size: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $focused }) => ($focused ? theme.color.secondary : 'transparent')};
`;

/** A board's cover in its suggestion (decoration: the name is written beside it). */
const Cover = styled.span`
  flex: none;
  inline-size: ${({ theme }) => theme.space[8]}px;
  block-size: ${({ theme }) => theme.space[8]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.color.secondary};
  overflow: hidden;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm}px;
  color: ${({ theme }) => theme.color.textSubtle};
`;

function Option({ item, state }: { item: Node<Suggestion>; state: ComboBoxState<Suggestion> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused } = useOption({ key: item.key }, state, ref);
  const suggestion = item.value;
  const cover = suggestion?.board?.cover_images?.[0] ?? suggestion?.board?.image_cover_url;
  return (
    <OptionRow {...optionProps} ref={ref} $focused={isFocused}>
      {suggestion?.query ? <Icon name="search" size={16} /> : null}
      {suggestion?.board ? <Cover>{cover ? <img src={cover} alt="" loading="lazy" /> : null}</Cover> : null}
      {suggestion?.person ? (
        <Avatar
          name={item.textValue}
          size="md"
          {...(suggestion.person.image_medium_url ? { src: suggestion.person.image_medium_url } : {})}
        />
      ) : null}
      <Lines>
        <span>{item.rendered}</span>
        {suggestion?.detail ? <Detail>{suggestion.detail}</Detail> : null}
      </Lines>
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
  const location = useLocation();
  const api = useApi();
  const loggedIn = useSession().viewer !== null;
  const here = pageQuery(`${location.pathname}${location.search}`);
  const [text, setText] = useState(here);
  // The field follows the page: the query of a search page, empty elsewhere.
  useEffect(() => setText(here), [here]);
  const [focused, setFocused] = useState(false);
  const [revision, setRevision] = useState(0);
  const [localRecent, setLocalRecent] = useState(readRecentSearches);
  const found = useSuggestions(text, focused, revision);
  const recentQueries = (loggedIn ? found.recent : localRecent).map((search) => search.query);
  const groups = groupsFor(text, recentQueries, found);
  const byKey = new Map(groups.flatMap((group) => group.items.map((item) => [item.key, item] as const)));

  const remember = (query: string) => {
    if (!loggedIn) {
      setLocalRecent(recordSearch(query, 'pins'));
      return;
    }
    // Kept on the server; the next focus shows it. A lost answer costs the entry, not the search.
    api
      .recordSearch({ query, scope: 'pins' })
      .then(() => setRevision((n) => n + 1))
      .catch(() => undefined);
  };
  const clearRecent = () => {
    if (!loggedIn) {
      clearRecentSearches();
      setLocalRecent([]);
      return;
    }
    api
      .clearRecentSearches()
      .then(() => setRevision((n) => n + 1))
      .catch(() => undefined);
  };
  const go = (href: string, query?: string) => {
    if (query) remember(query);
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
      if (key === CLEAR_RECENT_KEY) {
        clearRecent();
        return;
      }
      const item = key === null ? undefined : byKey.get(String(key));
      if (item?.href) go(item.href, item.query);
    },
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  useNonModalSuggestions(inputRef, state.isOpen);
  const { inputProps, listBoxProps, labelProps } = useComboBox(
    {
      id: SEARCH_INPUT_ID,
      label: SEARCH_FIELD_TEXT.label,
      inputRef,
      listBoxRef,
      popoverRef,
      allowsCustomValue: true,
      menuTrigger: 'focus',
      onFocusChange: setFocused,
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
      <VisuallyHidden {...labelProps}>{SEARCH_FIELD_TEXT.label}</VisuallyHidden>
      <Field>
        <Icon name="search" size={16} />
        <input {...inputProps} ref={inputRef} onKeyDown={onKeyDown} placeholder="Search" type="search" />
      </Field>
      {state.isOpen && groups.length > 0 ? (
        // A long list scrolls (at most 60vh): the scrolling box is in the Tab order after the field,
        // so a keyboard can scroll it too (axe: scrollable-region-focusable; the options take no
        // focus of their own, the field points at them). Leaving it for the page closes the list.
        <Popup
          ref={popoverRef}
          tabIndex={0}
          onBlur={(event) => {
            const to = event.relatedTarget as globalThis.Node | null;
            if (to && (popoverRef.current?.contains(to) || to === inputRef.current)) return;
            state.close();
          }}
        >
          <SuggestionList state={state} listBoxRef={listBoxRef} listBoxProps={listBoxProps} />
        </Popup>
      ) : null}
    </Form>
  );
}
