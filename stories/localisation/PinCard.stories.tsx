import {
  DOMAIN_TEXT_OVERLAY_MAX,
  domainText,
  labels,
  messages,
  type Pin,
  SAVED_OVERLAY_NAME_MAX,
  savedOverlayName,
  TITLE_LINES_GRID,
} from '@tessera/model';
import { type BoardOption, getPinCardHeight, PinCard, type PinCardProps } from '@tessera/pin-card';
import { expect, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { cardArgs, cardArgTypes, cardDecorators } from '../pin-card/cardStory.tsx';
import { pin, waitForImages } from '../pin-card/fixtures.ts';
import { expectClamped, expectInside, expectWraps } from './checks.ts';
import { InLanguage } from './InLanguage.tsx';
import { ARABIC, GERMAN, GERMAN_DOMAIN, HEBREW, type LanguageSample } from './samples.ts';

/** The story pin, written in `language`: its title, alt text and pinner. */
function pinIn(language: LanguageSample, extra: Partial<Pin> = {}): Pin {
  return {
    ...pin,
    gridTitle: language.pinTitle,
    title: language.pinTitle,
    altText: language.pinTitle,
    ...(pin.pinner ? { pinner: { ...pin.pinner, fullName: language.pinnerName } } : {}),
    ...extra,
  };
}

/** The viewer's boards in `language`, the first with a section. */
function boardsIn(language: LanguageSample): BoardOption[] {
  return [language.boardName, language.longBoardName, ...language.otherBoards].map((name, index) => ({
    id: `${language.lang}-board-${index + 1}`,
    name,
    ...(index === 0 ? { sections: [{ id: `${language.lang}-section-1`, title: language.sectionName }] } : {}),
  }));
}

/** The card in a part of the page written in `language` (its direction, locale and lang). */
function CardIn({ language, ...props }: PinCardProps & { language: LanguageSample }) {
  return (
    <InLanguage language={language}>
      <PinCard {...props} />
    </InLanguage>
  );
}

const meta = preview.meta({
  title: 'Localisation/Pin card',
  component: CardIn,
  decorators: cardDecorators,
  args: {
    ...cardArgs,
  },
  // The language is the story's, not a prop of the card.
  argTypes: { ...cardArgTypes, language: { control: false, table: { disable: true } } },
  parameters: {
    // The board picker stories open a dialog over everything: one frame each.
    framedInDocs: true,
    docs: {
      story: { height: '620px' },
      description: {
        component: `The pin card with what people write in their own language: Hebrew and Arabic, read right to left, and German, whose compound words are longer than a card is wide. The card's own words (${labels.save}, “${messages.savedToBoard('…')}”) stay in English: the kit has no translations yet.`,
      },
    },
    guidelines: {
      whenToUse:
        'Check here how a change to the card looks with text that is not English: a title in another script, a board name that is one long word, the layout mirrored right to left.',
      states: [
        `**Title**: cut to ${TITLE_LINES_GRID} lines on a grid card with an ellipsis at its reading end; a word longer than the card breaks inside the card rather than running out of it.`,
        `**Saved to {board}**: the board name is cut to ${SAVED_OVERLAY_NAME_MAX} characters and an ellipsis, in any script.`,
        `**Source website** in the hover overlay: cut to ${DOMAIN_TEXT_OVERLAY_MAX} characters and an ellipsis.`,
        '**Board picker**: long board names wrap inside the list; in right to left the names start at the right, and sections stay under their board.',
      ],
      do: [
        'Try a change with a Hebrew or Arabic title and with a long German word before calling it done.',
        'Give every block of text a language (`lang`) when it is not the page’s: screen readers switch voice, and the browser picks the right line breaks.',
      ],
      dont: [
        'Don’t test right to left with English words: punctuation lands at the wrong end (“?Delete this Pin”), so the picture is not what a reader sees.',
        'Don’t cut text by counting pixels per letter: letters differ in width between scripts. Cut by characters (the model’s rules) or by lines (the line clamp).',
      ],
      accessibility: [
        'The card’s title, and so its accessible name, is the whole title even when the picture cuts it.',
        'Right to left mirrors the corners: Save sits at the top left, Open at the top right.',
      ],
      related: [
        '[PinCard](?path=/docs/pin-card-pincard--docs): the card in English, with its props.',
        '[UI components](?path=/docs/localisation-ui-components--docs): the alert, toast, buttons, tabs in other languages.',
      ],
      propsOf: null,
    } satisfies Guidelines,
  },
});

/** The title is cut to its grid lines, and no longer word runs out of the card. */
async function checkTitle(canvasElement: HTMLElement, args: PinCardProps) {
  await waitForImages(canvasElement);
  const canvas = within(canvasElement);
  const card = canvas.getByTestId('pin-card');
  const title = canvas.getByTestId('pin-title');
  await expect(title).toHaveTextContent(args.pin.gridTitle ?? '');
  await expectClamped(title, TITLE_LINES_GRID);
  await expectWraps(title);
  await expectInside(title, card);
  // The card is as high as the grid was told, whatever the language.
  await expect(card.getBoundingClientRect().height).toBe(getPinCardHeight(args.pin, 236));
}

/** A Hebrew title, right to left: cut to the grid's lines, starting at the right edge. */
export const HebrewTitle = meta.story({
  args: { pin: pinIn(HEBREW), language: HEBREW },
  play: async ({ canvasElement, args }) => {
    await checkTitle(canvasElement, args);
    const title = within(canvasElement).getByTestId('pin-title');
    await expect(getComputedStyle(title).direction).toBe('rtl');
  },
});

/** An Arabic title, right to left: joined letters, cut to the grid's lines. */
export const ArabicTitle = meta.story({
  args: { pin: pinIn(ARABIC), language: ARABIC },
  play: async ({ canvasElement, args }) => {
    await checkTitle(canvasElement, args);
    const title = within(canvasElement).getByTestId('pin-title');
    await expect(getComputedStyle(title).direction).toBe('rtl');
  },
});

/** A German title that opens with a word wider than the card: it breaks inside the card, then is cut to the grid's lines. */
export const GermanTitle = meta.story({
  args: { pin: pinIn(GERMAN), language: GERMAN },
  play: async ({ canvasElement, args }) => {
    await checkTitle(canvasElement, args);
  },
});

/** “Saved to” a long German board name (one word): cut to the saved overlay's characters, inside the card. */
export const GermanSavedToLongBoard = meta.story({
  args: {
    pin: pinIn(GERMAN, { savedInfo: { boardId: 'de-board-2' } }),
    saveTarget: { id: 'de-board-2', name: GERMAN.longBoardName },
    language: GERMAN,
  },
  play: async ({ canvasElement }) => {
    await checkSavedOverlay(canvasElement, GERMAN.longBoardName);
  },
});

/** “Saved to” a long Hebrew board name, right to left: the same cut, in any script. */
export const HebrewSavedToLongBoard = meta.story({
  args: {
    pin: pinIn(HEBREW, { savedInfo: { boardId: 'he-board-2' } }),
    saveTarget: { id: 'he-board-2', name: HEBREW.longBoardName },
    language: HEBREW,
  },
  play: async ({ canvasElement }) => {
    await checkSavedOverlay(canvasElement, HEBREW.longBoardName);
  },
});

async function checkSavedOverlay(canvasElement: HTMLElement, boardName: string) {
  await waitForImages(canvasElement);
  const canvas = within(canvasElement);
  const overlay = canvas.getByTestId('saved-overlay');
  const cut = savedOverlayName(boardName);
  // The rule itself: the name was longer, and what shows is its first characters and an ellipsis.
  await expect(Array.from(boardName).length).toBeGreaterThan(SAVED_OVERLAY_NAME_MAX);
  await expect(cut.startsWith(Array.from(boardName).slice(0, SAVED_OVERLAY_NAME_MAX).join(''))).toBe(true);
  await expect(overlay).toHaveTextContent(messages.savedToBoard(cut));
  const label = overlay.firstElementChild as HTMLElement;
  await expectWraps(label);
  await expectInside(label, canvas.getByTestId('pin-card'));
}

/** The hover overlay with a long German website: cut to the overlay's characters, in its corner. */
export const GermanWebsiteInOverlay = meta.story({
  args: {
    pin: pinIn(GERMAN, { domain: GERMAN_DOMAIN, link: `https://${GERMAN_DOMAIN}/rezepte/kraftbruehe` }),
    forceOverlay: true,
    language: GERMAN,
  },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const canvas = within(canvasElement);
    const website = canvas.getByRole('link', { name: domainText(GERMAN_DOMAIN, { overlay: true }) });
    await expect(website).toHaveTextContent(domainText(GERMAN_DOMAIN, { overlay: true }));
    await expectInside(website, canvas.getByTestId('pin-card'));
  },
});

/**
 * A website in a right-to-left card: the address still reads left to right (its dot and the cut's
 * ellipsis at its right end, not "….mapsandmugs"), in the card's start corner on the right.
 */
export const HebrewWebsiteInOverlay = meta.story({
  args: {
    pin: pinIn(HEBREW, { domain: GERMAN_DOMAIN, link: `https://${GERMAN_DOMAIN}/rezepte/kraftbruehe` }),
    forceOverlay: true,
    language: HEBREW,
  },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    const canvas = within(canvasElement);
    const website = canvas.getByRole('link', { name: domainText(GERMAN_DOMAIN, { overlay: true }) });
    await expect(getComputedStyle(website).direction).toBe('ltr');
    const card = canvas.getByTestId('pin-card').getBoundingClientRect();
    const link = website.getBoundingClientRect();
    await expect(card.right - link.right).toBeLessThan(card.width / 2);
    await expectInside(website, canvas.getByTestId('pin-card'));
  },
});

/** Opens the board picker from the card's Save and waits until it has faded in with its boards. */
async function openBoardPicker(
  canvasElement: HTMLElement,
  userEvent: { hover: (element: Element) => Promise<void>; click: (element: Element) => Promise<void> },
  language: LanguageSample,
) {
  await waitForImages(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.hover(canvas.getByTestId('pin-card'));
  await userEvent.click(canvas.getByRole('button', { name: labels.save }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: labels.save });
  await within(dialog).findByRole('button', { name: language.boardName });
  await waitFor(() => {
    for (let element: HTMLElement | null = dialog; element; element = element.parentElement) {
      expect(getComputedStyle(element).opacity).toBe('1');
      expect(getComputedStyle(element).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    }
  });
  return dialog;
}

/** Every board and section name wraps inside the picker's list, none wider than it. */
async function checkPickerNames(dialog: HTMLElement, language: LanguageSample) {
  const list = within(dialog).getByRole('button', { name: language.boardName }).closest('ul') ?? dialog;
  for (const name of [
    language.boardName,
    language.longBoardName,
    ...language.otherBoards,
    language.sectionName,
  ]) {
    const button = within(dialog).getByRole('button', { name });
    await expectInside(button, list);
    await expectWraps(button);
  }
}

/** The board picker in Hebrew, right to left: names start at the right, the section sits under its board. */
export const HebrewBoardPicker = meta.story({
  args: {
    pin: pinIn(HEBREW),
    language: HEBREW,
    saveOptions: { saveBehaviour: 'showBoardPicker', loadBoards: async () => boardsIn(HEBREW) },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openBoardPicker(canvasElement, userEvent, HEBREW);
    await checkPickerNames(dialog, HEBREW);
    const boardButton = within(dialog).getByRole('button', { name: HEBREW.boardName });
    const section = within(dialog).getByRole('button', { name: HEBREW.sectionName });
    await expect(getComputedStyle(boardButton).direction).toBe('rtl');
    await expect(section.getBoundingClientRect().top).toBeGreaterThan(
      boardButton.getBoundingClientRect().top,
    );
  },
});

/** The board picker with long German board names: they wrap inside the list. */
export const GermanBoardPicker = meta.story({
  args: {
    pin: pinIn(GERMAN),
    language: GERMAN,
    saveOptions: { saveBehaviour: 'showBoardPicker', loadBoards: async () => boardsIn(GERMAN) },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openBoardPicker(canvasElement, userEvent, GERMAN);
    await checkPickerNames(dialog, GERMAN);
  },
});
