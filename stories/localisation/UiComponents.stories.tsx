import { Box, Button, Flex, ModalAlert, Text } from '@tessera/ui';
import { expect, fn, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { body, settled } from '../ui/modalStoryParts.tsx';
import { StaticToast } from '../ui/toastStoryParts.tsx';
import { expectEndsOnTheLeft, expectInside, expectWraps, textBox } from './checks.ts';
import { InLanguage } from './InLanguage.tsx';
import { ARABIC, GERMAN, HEBREW, type LanguageSample } from './samples.ts';

/** The site's question before deleting a pin, asked in `language`. */
function DeleteQuestion({ language }: { language: LanguageSample }) {
  const words = language.deleteQuestion;
  return (
    <InLanguage language={language}>
      <ModalAlert
        isOpen
        layout="dialog"
        onDismiss={() => undefined}
        heading={words.heading}
        primaryAction={{ label: words.confirm, onPress: () => undefined }}
        secondaryAction={{ label: words.cancel, onPress: () => undefined }}
      >
        <Text>{words.body}</Text>
      </ModalAlert>
    </InLanguage>
  );
}

/** The save toast, with Change, naming the long board in `language`. */
function SavedToast({ language }: { language: LanguageSample }) {
  return (
    <InLanguage language={language}>
      <Box width={360}>
        <StaticToast
          text={language.savedToast(language.longBoardName)}
          showCheck
          action={{ label: language.change, onPress: fn() }}
        />
      </Box>
    </InLanguage>
  );
}

/** The language's buttons in a row that wraps, the last one with a chevron after its label. */
function Buttons({ language }: { language: LanguageSample }) {
  const [save, open, long] = language.buttons;
  return (
    <InLanguage language={language}>
      <Flex gap={2} wrap width={420} data-testid="row">
        <Button>{save}</Button>
        <Button variant="secondary">{open}</Button>
        <Button variant="secondary" iconEnd="chevron-down">
          {long}
        </Button>
      </Flex>
    </InLanguage>
  );
}

const meta = preview.meta({
  title: 'Localisation/UI components',
  component: Button,
  parameters: {
    docs: {
      description: {
        component:
          'The kit’s components with every word in another language: an alert, a toast and buttons in Hebrew and Arabic, read right to left, and in German, whose words are long. Each example checks the rule that keeps the text readable: a sentence ends at its reading end, long words wrap inside their box, a button keeps its whole label on one line and a row of buttons wraps instead.',
      },
      // Each alert covers the page: one frame each, so they do not cover each other.
      story: { height: '480px' },
    },
    framedInDocs: true,
    guidelines: {
      whenToUse:
        'Check here how a change to a component reads in a right-to-left script and with long German words, before calling it done.',
      states: [
        'Right to left: the layout mirrors (the primary answer of an alert at the left end, a toast’s action at its left, an icon after a label on the label’s left) and punctuation ends the sentence at the left (“למחוק את הפין הזה?”).',
        'Long words: a heading, a sentence or a toast wraps inside its box, breaking inside a word that is wider than the box.',
        'Buttons: a label is never cut or wrapped; a row of buttons moves the one that does not fit to the next line.',
      ],
      do: [
        'Write stories with real text in the language (Hebrew, Arabic), not English set right to left: the picture is then what a reader sees.',
        'Leave room for words a third longer than the English, and for one long compound.',
        'Mark the language of the text (`lang`), as InLanguage does here.',
      ],
      dont: [
        'Don’t give text a fixed width in characters or pixels that fits only the English.',
        'Don’t use left and right for layout: use start and end, so right to left mirrors.',
      ],
      accessibility: [
        'The lang attribute lets a screen reader read each language with its own voice.',
        'Accessible names are the visible words, in whatever language they are written.',
      ],
      related: [
        '[Pin card](?path=/docs/localisation-pin-card--docs): titles, board names and the board picker in other languages.',
        '[ModalAlert](?path=/docs/ui-modalalert--docs), [Toast](?path=/docs/ui-toast--docs), [Button](?path=/docs/ui-button--docs): the components in English, with their props.',
      ],
      propsOf: null,
    } satisfies Guidelines,
  },
});

/** Checks an open alert: its sentence wraps inside it, and in right to left it ends at the left. */
async function checkAlert(canvasElement: HTMLElement, language: LanguageSample) {
  const words = language.deleteQuestion;
  const alert = await body(canvasElement).findByRole('alertdialog', { name: words.heading });
  await settled(alert);
  const heading = within(alert).getByRole('heading');
  const sentence = within(alert).getByText(words.body);
  for (const text of [heading, sentence]) {
    await expectWraps(text);
    await expectInside(text, alert);
  }
  const confirm = within(alert).getByRole('button', { name: words.confirm });
  const cancel = within(alert).getByRole('button', { name: words.cancel });
  if (language.direction === 'rtl') {
    await expectEndsOnTheLeft(heading);
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(
      cancel.getBoundingClientRect().left,
    );
  } else {
    await expect(confirm.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      cancel.getBoundingClientRect().right,
    );
  }
}

/** “Delete this Pin?” in Hebrew: the question mark at the left end, Delete (the primary answer) at the left. */
export const HebrewAlert = meta.story({
  render: () => <DeleteQuestion language={HEBREW} />,
  play: async ({ canvasElement }) => checkAlert(canvasElement, HEBREW),
});

/** The same question in Arabic, with the Arabic question mark (؟) at the left end. */
export const ArabicAlert = meta.story({
  render: () => <DeleteQuestion language={ARABIC} />,
  play: async ({ canvasElement }) => checkAlert(canvasElement, ARABIC),
});

/** In German, with a sentence holding a word wider than the alert: it breaks inside the alert. */
export const GermanAlert = meta.story({
  render: () => <DeleteQuestion language={GERMAN} />,
  play: async ({ canvasElement }) => checkAlert(canvasElement, GERMAN),
});

/** Checks the save toast: its words wrap inside it; in right to left its action is at the left. */
async function checkToast(canvasElement: HTMLElement, language: LanguageSample) {
  const canvas = within(canvasElement);
  const text = canvas.getByText(language.savedToast(language.longBoardName));
  const toast = canvas.getByRole('status');
  await expectWraps(text);
  await expectInside(text, toast);
  const action = canvas.getByRole('button', { name: language.change });
  await expectInside(action, toast);
  if (language.direction === 'rtl') {
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(text.getBoundingClientRect().left);
  }
}

/** The save toast in Arabic: the board's name wraps, Change sits at the left end. */
export const ArabicToast = meta.story({
  render: () => <SavedToast language={ARABIC} />,
  play: async ({ canvasElement }) => checkToast(canvasElement, ARABIC),
});

/** The save toast in Hebrew. */
export const HebrewToast = meta.story({
  render: () => <SavedToast language={HEBREW} />,
  play: async ({ canvasElement }) => checkToast(canvasElement, HEBREW),
});

/** The save toast naming a board that is one long German word: it breaks inside the toast. */
export const GermanToast = meta.story({
  render: () => <SavedToast language={GERMAN} />,
  play: async ({ canvasElement }) => checkToast(canvasElement, GERMAN),
});

/** Every button keeps its whole label on one line, inside the row; the row wraps instead. */
async function checkButtons(canvasElement: HTMLElement, language: LanguageSample) {
  const canvas = within(canvasElement);
  const row = canvas.getByTestId('row');
  for (const label of language.buttons) {
    const button = canvas.getByRole('button', { name: label });
    await expectWraps(button);
    await expectInside(button, row);
    const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight);
    const padding = Number.parseFloat(getComputedStyle(button).paddingBlockStart) * 2;
    await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + padding + 1);
  }
  const [first, second] = language.buttons.map((label) => canvas.getByRole('button', { name: label }));
  if (language.direction === 'rtl') {
    // The row starts at the right: the first button is right of the second.
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      second?.getBoundingClientRect().left ?? 0,
    );
    // The chevron comes after the label, so on its left.
    const long = canvas.getByRole('button', { name: language.buttons[2] });
    const chevron = long.querySelector('svg');
    await expect(chevron?.getBoundingClientRect().right).toBeLessThanOrEqual(textBox(long).left + 1);
  }
}

/** Buttons in German: the long label stays on one line, so its button goes to the next line of the row. */
export const GermanButtons = meta.story({
  render: () => <Buttons language={GERMAN} />,
  play: async ({ canvasElement }) => checkButtons(canvasElement, GERMAN),
});

/** Buttons in Arabic: the row starts at the right, the chevron after the label sits on its left. */
export const ArabicButtons = meta.story({
  render: () => <Buttons language={ARABIC} />,
  play: async ({ canvasElement }) => checkButtons(canvasElement, ARABIC),
});

/** Buttons in Hebrew. */
export const HebrewButtons = meta.story({
  render: () => <Buttons language={HEBREW} />,
  play: async ({ canvasElement }) => checkButtons(canvasElement, HEBREW),
});
