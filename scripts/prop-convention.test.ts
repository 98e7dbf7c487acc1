/**
 * Issue 28, one convention for every component: the props of every component @tessera/ui,
 * @tessera/pin-card and @tessera/masonry export, read from their types, against the names the
 * convention replaces (packages/ui/README.md, "Props: one convention"). The check is the type
 * checker's (`npx tsc -p tsconfig.json --noEmit`): a new prop under an old name, or a renamed one
 * still on STILL_TO_RENAME, is a type error on the line below that names it. The test run checks
 * that the README's table says the same renames as NOT_THE_CONVENTION.
 */
import { readFileSync } from 'node:fs';
import type * as Masonry from '@tessera/masonry';
import type * as PinCard from '@tessera/pin-card';
import type * as Ui from '@tessera/ui';
import { describe, expect, it } from 'vitest';

/** A prop name the convention replaces, and the name it uses instead. */
const NOT_THE_CONVENTION = {
  isOpen: 'open',
  onDismiss: 'onOpenChange',
  onClose: 'onOpenChange',
  initialIndex: 'defaultValue',
  disabled: 'isDisabled',
  ariaLabel: 'accessibilityLabel',
} as const;
type OldName = keyof typeof NOT_THE_CONVENTION;

/** A component's props: the first parameter of an exported function whose name is capitalised. */
type PropsOf<C> = C extends (props: infer P) => unknown ? P : never;
/** `"Component.prop"` for each prop of each component of a module that has an old name. */
type BreaksOf<M, Pkg extends string> = {
  [K in keyof M & string]: K extends Capitalize<K>
    ? [PropsOf<M[K]>] extends [never]
      ? never
      : `${Pkg} ${K}.${Extract<keyof PropsOf<M[K]>, OldName> & string}`
    : never;
}[keyof M & string];

type Breaks =
  | BreaksOf<typeof Ui, 'ui'>
  | BreaksOf<typeof PinCard, 'pin-card'>
  | BreaksOf<typeof Masonry, 'masonry'>;

/**
 * What still breaks it, to rename (a breaking change: a changeset with a migration note; the old
 * name stays as a deprecated alias only where a guest app in scripts/pack-pin-card uses it).
 */
const STILL_TO_RENAME = [
  'masonry Masonry.ariaLabel',
  'pin-card AdReasonsModal.isOpen',
  'pin-card AdReasonsModal.onDismiss',
  'pin-card AppUpsellModal.isOpen',
  'pin-card AppUpsellModal.onDismiss',
  'pin-card BoardPicker.isOpen',
  'pin-card BoardPicker.onDismiss',
  'ui BlockedLinkAlert.isOpen',
  'ui BlockedLinkAlert.onDismiss',
  'ui Button.disabled',
  'ui Carousel.initialIndex',
  'ui IconButton.disabled',
  'ui MenuList.onClose',
  'ui Modal.isOpen',
  'ui Modal.onDismiss',
  'ui ModalAlert.isOpen',
  'ui ModalAlert.onDismiss',
] as const;
type Listed = (typeof STILL_TO_RENAME)[number];

// A prop under an old name that is not listed: the error names it ("'{}' is missing … 'ui X.isOpen'").
const unlisted: { [K in Exclude<Breaks, Listed>]: 'not the convention: rename it' } = {};
// A listed one that is renamed now: the error names it; take it off the list.
const renamed: { [K in Exclude<Listed, Breaks>]: 'renamed: take it off STILL_TO_RENAME' } = {};

describe('one convention for every component’s props', () => {
  it('the README’s table says each rename the type check holds the exports to', () => {
    expect([unlisted, renamed]).toEqual([{}, {}]);
    const readme = readFileSync(new URL('../packages/ui/README.md', import.meta.url), 'utf8');
    const section = readme.split('## Props: one convention')[1]?.split('\n## ')[0] ?? '';
    const rows = [...section.matchAll(/^\| `([^`]+)`\s*\| `([^`]+)`/gm)].map(([, old, now]) => [old, now]);
    expect(Object.fromEntries(rows)).toEqual(NOT_THE_CONVENTION);
  });
});
