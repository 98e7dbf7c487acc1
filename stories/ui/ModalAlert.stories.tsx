import { mobileModalMachine } from '@tessera/machines';
import { labels, messages } from '@tessera/model';
import { MOBILE_SLIDE_UP_DELAY_MS, MOBILE_SLIDE_UP_MS } from '@tessera/tokens';
import { Button, MODAL_WIDTHS, ModalAlert, type ModalLayout, Text } from '@tessera/ui';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview, { VIEWPORTS } from '../../.storybook/preview.tsx';
import { PIN_EDIT_TEXT as T } from '../../playground-app/src/routes/pin/edit/pinEditText.ts';
import { expectEndsOnTheLeft } from '../localisation/checks.ts';
import { InLanguage } from '../localisation/InLanguage.tsx';
import { HEBREW } from '../localisation/samples.ts';
import { MachineChart } from '../machines/MachineChart.tsx';
import { BlockedLinkDemo, body, settled } from './modalStoryParts.tsx';

interface DemoProps {
  layout: ModalLayout;
  /** Open when the story starts (the story remounts when it changes, so the control works). */
  open: boolean;
  onDelete?: () => void;
  onDismiss?: () => void;
  /** The question and its answers: the site's own words unless a story gives another language's. */
  words?: { heading: string; body: string; confirm: string; cancel: string };
}

const SITE_WORDS = { heading: T.deleteHeading, body: T.deleteBody, confirm: T.delete, cancel: T.keep };

/**
 * The question the site asks before deleting a Pin (its own words), behind the button that asks
 * it: Delete is the answer, Keep it and Escape leave everything as it was.
 */
function DeleteQuestion({ layout, open: startOpen, onDelete, onDismiss, words = SITE_WORDS }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  const close = () => {
    onDismiss?.();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {words.confirm}
      </Button>
      <ModalAlert
        isOpen={open}
        layout={layout}
        onDismiss={close}
        heading={words.heading}
        primaryAction={{
          label: words.confirm,
          onPress: () => {
            onDelete?.();
            setOpen(false);
          },
        }}
        secondaryAction={{ label: words.cancel, onPress: close }}
      >
        <Text>{words.body}</Text>
      </ModalAlert>
    </>
  );
}

const meta = preview.meta({
  title: 'UI/ModalAlert',
  component: DeleteQuestion,
  args: { layout: 'dialog' as ModalLayout, open: true, onDelete: fn(), onDismiss: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: ['auto', 'dialog', 'sheet'] },
    words: { control: false },
  },
  render: (args) => <DeleteQuestion key={String(args.open)} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'An alert is a small modal that stops a person to ask one question before something that cannot be undone, or to tell them something they must acknowledge: “Delete this Pin?”, a blocked link. It has a heading, a sentence or two and one or two answers; there is no close button, and a tap outside does not close it — the person answers.',
      },
      // Each example opens an alert over everything: one frame each, so they do not cover each other.
      story: { height: '480px' },
    },
    framedInDocs: true,
    guidelines: {
      whenToUse:
        'Before a destructive or irreversible action (deleting a Pin, a board, a section), or for a message the person must read before going on (a link that was blocked). For a task with fields, use a Modal; for news that needs no answer, a Toast; for a mistake in a form, an error next to the field.',
      states: [
        'Closed.',
        `Open as a dialog: centred over the dimmed page, ${MODAL_WIDTHS.sm} px wide (the small modal).`,
        `Open as a sheet (\`layout="sheet"\`, or \`auto\` on a narrow screen): it waits ${MOBILE_SLIDE_UP_DELAY_MS} ms, then slides up from the bottom in ${MOBILE_SLIDE_UP_MS} ms.`,
        'Answered: the answer’s action runs and the alert closes; Escape counts as the safe answer (`onDismiss`). A tap on the mask does nothing.',
      ],
      do: [
        'Ask the question in the heading, with the thing named: “Delete this Pin?”. The heading is the alert’s name.',
        'Say what happens in the body in one sentence: “Once you delete a Pin, you can’t get it back.”',
        'Label the answers with what they do (“Delete”, “Keep it”), not “Yes” and “No”. The action goes last, as the primary button; the safe answer before it.',
      ],
      dont: [
        'Don’t use an alert to confirm something that can be undone: do it, and offer Undo in a Toast.',
        'Don’t put fields or more than two answers in it: use a Modal.',
        'Don’t open one without the person asking for it, or on top of another modal.',
      ],
      accessibility: [
        '`role="alertdialog"`, named by its heading; screen readers announce it as an alert when it opens.',
        'Focus moves to the first answer (the safe one, when there are two); Tab and Shift+Tab stay inside; Escape dismisses; focus goes back to the button that opened it.',
        'The rest of the page is hidden from assistive technology and does not scroll while it is open.',
        'In right to left the answers mirror: the primary answer sits at the left end.',
      ],
      related: [
        '[Modal](?path=/docs/ui-modal--docs): the dialog and sheet it is built on, for tasks.',
        '[Toast](?path=/docs/ui-toast--docs): a confirmation that needs no answer, with Undo when it can be undone.',
        '[Button](?path=/docs/ui-button--docs): the answers.',
      ],
      propsOf: ModalAlert,
    } satisfies Guidelines,
  },
});

/** Two answers: focus starts on the safe one (Keep it), Delete is the primary button after it. */
export const TwoAnswers = meta.story({
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alertdialog', { name: T.deleteHeading });
    await settled(alert);
    await expect(alert).toHaveTextContent(T.deleteBody);
    const [keep, remove] = within(alert).getAllByRole('button');
    await expect(keep).toHaveAccessibleName(T.keep);
    await expect(remove).toHaveAccessibleName(T.delete);
    await waitFor(() => expect(keep).toHaveFocus());
    // No close button: the answers are the way out.
    await expect(within(alert).queryByRole('button', { name: labels.dismiss })).toBeNull();
  },
});

/** Keyboard only: Enter opens it, Tab stays inside, Escape dismisses and focus returns to the opener. */
export const KeyboardOnly = meta.story({
  args: { open: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const page = body(canvasElement);
    await userEvent.tab();
    const opener = page.getByRole('button', { name: T.delete });
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await page.findByRole('alertdialog', { name: T.deleteHeading });
    const keep = within(alert).getByRole('button', { name: T.keep });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: T.delete })).toHaveFocus();
    await userEvent.tab();
    await expect(keep).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
});

/** Pressing the primary answer runs it and closes the alert. */
export const Answered = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const page = body(canvasElement);
    const alert = await page.findByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
  // Ends on the opener alone: a behaviour check, left off the docs page and the screenshots.
  tags: ['no-screenshot', '!autodocs'],
});

/** A tap on the dimmed mask does not close an alert: it waits for an answer. */
export const MaskTapDoesNothing = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const page = body(canvasElement);
    await settled(await page.findByRole('alertdialog'));
    await userEvent.click(page.getByTestId('modal-mask'));
    await expect(page.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
  // Looks the same as TwoAnswers.
  tags: ['no-screenshot'],
});

/** On a phone: the same alert as a sheet, sliding up from the bottom edge. */
export const MobileSheet = meta.story({
  args: { layout: 'sheet' as ModalLayout },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { options: VIEWPORTS } },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alertdialog', { name: T.deleteHeading });
    await settled(alert);
    await expect(alert.closest('[data-layout]')).toHaveAttribute('data-layout', 'sheet');
    await waitFor(() => expect(alert.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0), {
      timeout: 3000,
    });
  },
});

/**
 * Right to left, in Hebrew: the answers mirror, so the primary answer (Delete) is at the left end,
 * and the question mark ends the heading at its left.
 */
export const RightToLeft = meta.story({
  render: (args) => (
    <InLanguage language={HEBREW}>
      <DeleteQuestion {...args} words={HEBREW.deleteQuestion} />
    </InLanguage>
  ),
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alertdialog', {
      name: HEBREW.deleteQuestion.heading,
    });
    await settled(alert);
    const keep = within(alert).getByRole('button', { name: HEBREW.deleteQuestion.cancel });
    const remove = within(alert).getByRole('button', { name: HEBREW.deleteQuestion.confirm });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(keep.getBoundingClientRect().left);
    await expectEndsOnTheLeft(within(alert).getByRole('heading'));
  },
});

/** One answer: the blocked-link alert, built on ModalAlert, is acknowledged with Okay. */
export const OneAnswer = meta.story({
  render: () => <BlockedLinkDemo />,
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alertdialog', { name: messages.spamHeading });
    await settled(alert);
    const [okay] = within(alert).getAllByRole('button');
    await expect(within(alert).getAllByRole('button')).toHaveLength(1);
    await expect(okay).toHaveAccessibleName(labels.okay);
  },
  // Pictured by UI/Modal's BlockedLink.
  tags: ['no-screenshot'],
});

/** Okay closes the one-answer alert. (A behaviour check: it ends on an empty page, so not on the docs page.) */
export const OneAnswerOkay = meta.story({
  render: () => <BlockedLinkDemo />,
  play: async ({ canvasElement, userEvent }) => {
    const page = body(canvasElement);
    const alert = await page.findByRole('alertdialog', { name: messages.spamHeading });
    await userEvent.click(within(alert).getByRole('button', { name: labels.okay }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
  tags: ['no-screenshot', '!autodocs'],
});

/** TwoAnswers in the dark theme, for the axe check (the screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...TwoAnswers.input,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});

/** Its open and close life, drawn from the machine it runs (mobileModalMachine). */
export const StateMachine = meta.story({
  render: () => (
    <MachineChart
      machine={mobileModalMachine}
      spec="Opening pauses impressions and locks the page; a sheet waits, then slides up; a mask tap closes only where allowed (never for an alert)."
    />
  ),
  tags: ['no-screenshot'], // generated text, pictured nowhere (as on the Machines/Charts page)
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'mobileModal' })).toBeVisible();
    await expect(
      canvas.getAllByText(new RegExp(`MOBILE_SLIDE_UP_MS \\(${MOBILE_SLIDE_UP_MS} ms\\)`))[0],
    ).toBeVisible();
  },
});
