import { loggedOutSavesMachine } from '@tessera/machines';
import {
  IMPRESSION_CUTOFF_PX,
  IMPRESSION_THRESHOLDS,
  LOGGED_OUT_SAVES_MAX,
  labels,
  type Pin,
} from '@tessera/model';
import { getPinCardHeight, PinCard, type PinCardProps } from '@tessera/pin-card';
import { useActorRef } from '@xstate/react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview, { VIEWPORTS } from '../../.storybook/preview.tsx';
import { MachineChart } from '../machines/MachineChart.tsx';
import { cardArgs, cardArgTypes, cardDecorators } from './cardStory.tsx';
import { describedPin, waitForImages, world } from './fixtures.ts';

/** The card for each kind of visitor: logged in, logged out and a search engine's bot. */
const meta = preview.meta({
  title: 'Pin card/Visitors',
  component: PinCard,
  decorators: cardDecorators,
  args: {
    ...cardArgs,
    onSend: fn(),
    onOptions: fn(),
    onSignupUpsell: fn(),
  },
  argTypes: cardArgTypes,
  parameters: {
    docs: {
      description: {
        component: `The same pin card as three kinds of visitor meet it. A **logged-in** person gets every action: ${labels.open}, ${labels.save}, the source website, ${labels.send} and the options. A **logged-out** visitor sees the card but is asked to log in to act on it: ${labels.save} keeps the pin for them on this device and asks them to log in, and the options button invites them to sign up. A search engine's **bot** gets a plain page to read: only ${labels.open}, and the pin's description in full under the card.`,
      },
    },
    guidelines: {
      whenToUse: `The card takes the visitor kind from \`visitor\` (logged in by default, \`unauthenticated\`, or \`bot\`); the app sets it once for the whole page. Compare the stories below side by side when designing a new action: decide what a logged-out visitor sees instead, and whether a bot needs it at all.`,
      states: [
        `**Logged in**: the full hover overlay.`,
        `**Logged out**: no ${labels.send}. ${labels.save} asks to log in; with the device's local saves it also keeps the pin and reads ${labels.saved}. At most ${LOGGED_OUT_SAVES_MAX} pins are kept: a further save drops the oldest. After logging in the kept pins are saved to the profile. Pressing ${labels.saved} asks to log in again without saving twice.`,
        `**Logged out on a computer**: a right-click on the card opens a small menu with ${labels.open} and ${labels.save}. Not on a phone.`,
        `**Bot**: no overlay actions but ${labels.open}, an image that is never the original, full-size file, More information shown in full with no ${labels.seeMore}.`,
        `**Seen**: while the card is on screen it counts how much of it shows (the top and bottom ${IMPRESSION_CUTOFF_PX} px of the window do not count) at ${IMPRESSION_THRESHOLDS.join(', ')} %, and reports the impression when it leaves. Nothing a person sees changes.`,
        'The chart at the end of this page lists the states of the logged-out saves machine.',
      ],
      do: [
        'Show logged-out visitors the same card, with the same layout: only what the actions do changes.',
        'Give the card the page’s local-saves actor, so a logged-out save is not lost when the visitor logs in.',
        `Ask for the card’s height with the same visitor (\`getPinCardHeight(pin, width, { visitor })\`): a logged-out card has a different footer.`,
      ],
      dont: [
        `Don’t show ${labels.send} or the options menu’s actions to a logged-out visitor: they need an account.`,
        `Don’t hide ${labels.save} from logged-out visitors: it is how they are invited to log in.`,
        'Don’t give a bot interactive controls or scripts it cannot use; the text it reads is the pin’s description.',
      ],
      accessibility: [
        `For every visitor ${labels.open} is the card’s named link; ${labels.save} is a button named by its text, whether it saves or asks to log in.`,
        `The right-click menu is a menu named “${labels.moreOptions}”: arrow keys move, Enter picks, Escape closes. Keyboard users reach the same actions through ${labels.open} and ${labels.save}.`,
        'The bot’s More information is a heading and text in the page, not a hidden panel.',
      ],
      related: [
        '[PinCard](?path=/docs/pin-card-pincard--docs): the card and its props.',
        '[The save flow](?path=/docs/pin-card-save--docs): what a logged-in Save does.',
        '[Overlays](?path=/docs/pin-card-overlays--docs): the app invitation and the other dialogs.',
      ],
      propsOf: null,
    } satisfies Guidelines,
  },
});

/** Logged in, hovered: Open, Save, the source domain, Send and the options button. */
export const LoggedIn = meta.story({
  args: { forceOverlay: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    await expect(args.onSend).toHaveBeenCalledWith({ pin: args.pin });
    await userEvent.click(canvas.getByRole('button', { name: labels.moreOptions }));
    await expect(args.onOptions).toHaveBeenCalledWith({ pin: args.pin });
    const domain = canvas.getByRole('link', { name: /^mapsandmugs/ });
    await expect(domain).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(domain).toHaveAttribute('target', '_blank');
  },
});

/** Logged out, hovered: Save asks to log in, the ellipsis opens the sign-up invitation; no Send. */
export const LoggedOut = meta.story({
  args: { visitor: 'unauthenticated', forceOverlay: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.queryByRole('button', { name: labels.send })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onLoginPrompt).toHaveBeenCalledWith({ pin: args.pin, action: 'save' });
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.moreOptions }));
    await expect(args.onSignupUpsell).toHaveBeenCalledWith({ pin: args.pin });
    const card = canvas.getByTestId('pin-card');
    await expect(card.getBoundingClientRect().height).toBe(
      getPinCardHeight(args.pin, 236, { visitor: 'unauthenticated' }),
    );
  },
});

/** A bot: no actions but Open, no original image, More information inline. */
export const Bot = meta.story({
  args: { visitor: 'bot', pin: describedPin },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.queryByRole('button', { name: labels.save })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.seeMore })).toBeNull();
    await expect(canvas.getByRole('heading', { name: labels.moreInformation })).toBeVisible();
    await expect(canvas.getByRole('img').getAttribute('src')).not.toMatch(/\/orig\//);
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
});

/**
 * Impressions: on screen the card tracks its visible percent (143 px top and bottom cut
 * off); scrolled away, the finished impression with its milestones goes to onImpression.
 */
export const Impression = meta.story({
  args: { onImpression: fn() },
  decorators: [
    (Story) => (
      <div>
        {Story()}
        <div style={{ height: 3000 }} />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await waitForImages(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, 2500);
    await waitFor(() => expect(args.onImpression).toHaveBeenCalledTimes(1));
    const [report] = (args.onImpression as ReturnType<typeof fn>).mock.calls[0] as [
      { pinId: string; reason: string; milestones: number[] },
    ];
    await expect(report.pinId).toBe(args.pin.id);
    await expect(report.reason).toBe('leave');
    await expect(report.milestones).toContain(0);
    view.scrollTo(0, 0);
  },
  tags: ['no-screenshot'],
});

/** Logged out on a phone (the mobile viewport, not a desktop: no right-click menu): Save asks to log in. */
export const LoggedOutMobile = meta.story({
  args: { visitor: 'unauthenticated', desktop: false, forceOverlay: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { options: VIEWPORTS } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onLoginPrompt).toHaveBeenCalledWith({ pin: args.pin, action: 'save' });
  },
});

/** Logged in on a phone (the mobile viewport) with the save-flow Save. */
export const LoggedInMobile = meta.story({
  args: { forceOverlay: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { viewport: { options: VIEWPORTS } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.save })).toBeVisible();
  },
});

/** Three logged-out cards sharing one logged-out-saves actor (in-memory storage). */
function LocalSavesRow(props: Omit<PinCardProps, 'pin'>) {
  const saves = useActorRef(loggedOutSavesMachine, { input: {} });
  const pins = world.pins.slice(1, 4) as Pin[];
  return (
    <div style={{ display: 'flex', gap: 14, alignItems: 'flex-start' }}>
      {pins.map((item) => (
        <PinCard key={item.id} {...props} pin={item} loggedOutSaves={saves} />
      ))}
    </div>
  );
}

/**
 * Logged out with local saves (at most 2): each Save records the pin locally and asks to log
 * in; after three saves the oldest is dropped, so the first card reads Save and the others Saved.
 */
export const LoggedOutLocalSaves = meta.story({
  args: { visitor: 'unauthenticated', forceOverlay: true },
  render: (args) => <LocalSavesRow {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const cards = canvas.getAllByTestId('pin-card');
    for (const card of cards) {
      await userEvent.click(within(card).getByRole('button', { name: labels.save }));
    }
    await expect(args.onLoginPrompt).toHaveBeenCalledTimes(cards.length);
    await expect(LOGGED_OUT_SAVES_MAX).toBe(2);
    const [first, ...rest] = cards;
    await expect(within(first as HTMLElement).getByRole('button', { name: labels.save })).toBeVisible();
    for (const card of rest) {
      await expect(within(card).getByRole('button', { name: labels.saved })).toBeVisible();
    }
  },
});

/** The logged-out saves machine: the pins kept on this device, and their save after logging in. */
export const LoggedOutSavesMachine = meta.story({
  render: () => (
    <MachineChart
      machine={loggedOutSavesMachine}
      spec={`A logged-out visitor keeps at most ${LOGGED_OUT_SAVES_MAX} pins on this device; after logging in they are saved to the profile.`}
    />
  ),
  tags: ['no-screenshot'],
});
