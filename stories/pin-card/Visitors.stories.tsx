import { loggedOutSavesMachine } from '@tessera/machines';
import { LOGGED_OUT_SAVES_MAX, labels, type Pin } from '@tessera/model';
import { getPinCardHeight, type OnSave, type OnUnsave, PinCard, type PinCardProps } from '@tessera/pin-card';
import { ToasterProvider } from '@tessera/ui';
import { useActorRef } from '@xstate/react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview, { VIEWPORTS } from '../../.storybook/preview.tsx';
import { board, describedPin, pin, repinResult, waitForImages, world } from './fixtures.ts';
import { StoryEntityStore } from './storyStore.tsx';

/** The card for each visitor type (§1, §6): logged in, logged out and bot. */
const meta = preview.meta({
  title: 'Pin card/Visitors',
  component: PinCard,
  decorators: [
    (Story) => (
      <StoryEntityStore>
        <ToasterProvider>{Story()}</ToasterProvider>
      </StoryEntityStore>
    ),
  ],
  args: {
    pin,
    saveTarget: board,
    imageLoading: 'eager' as const,
    devicePixelRatio: 1,
    onSave: fn<OnSave>(async ({ pin: saved, board: target }) => repinResult(saved, target)),
    onUnsave: fn<OnUnsave>(async () => undefined),
    onSend: fn(),
    onOptions: fn(),
    onLoginPrompt: fn(),
    onSignupUpsell: fn(),
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

/** Logged out, hovered: Save asks to log in, the ellipsis opens the sign-up upsell; no Send (§1). */
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

/** A bot: no actions but Open, no original image, More information inline (§6). */
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
 * Impressions (§4, §9): on screen the card tracks its visible percent (143 px top and bottom cut
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

/** Logged out on a phone (§9 mobile viewport, not a desktop: no context menu): Save asks to log in. */
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

/** Logged in on a phone (§9 mobile viewport) with the save-flow Save. */
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
 * Logged out with local saves (§1, §5: at most 2): each Save records the pin locally and asks to log
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
