import { loggedOutSavesMachine } from '@tessera/machines';
import { LOGGED_OUT_SAVES_MAX, labels, type Pin } from '@tessera/model';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PinCard } from '../PinCard/PinCard.tsx';
import { PinCardProvider } from '../PinCardProvider.tsx';

const pinOf = (id: string): Pin => ({
  id,
  gridTitle: `Pin ${id}`,
  pinner: { id: 'u1', username: 'ana', fullName: 'Ana Lima' },
  images: { '236x': { url: `/${id}.jpg`, width: 236, height: 300 } },
});

function startSaves() {
  let stored: unknown;
  const actor = createActor(loggedOutSavesMachine, {
    input: {
      storage: {
        read: () => stored,
        write: (saved) => {
          stored = saved;
        },
      },
      now: () => 1,
    },
  });
  actor.start();
  return { actor, stored: () => stored };
}

describe('logged-out local saves (§1, §5 at most 2)', () => {
  it('a logged-out Save records the pin locally, prompts login, and reads Saved; at most 2 are kept', async () => {
    const user = userEvent.setup();
    const saves = startSaves();
    const onLoginPrompt = vi.fn();
    render(
      <PinCardProvider loggedOutSaves={saves.actor}>
        {['a', 'b', 'c'].map((id) => (
          <PinCard
            key={id}
            pin={pinOf(id)}
            visitor="unauthenticated"
            forceOverlay
            devicePixelRatio={1}
            onLoginPrompt={onLoginPrompt}
          />
        ))}
      </PinCardProvider>,
    );
    for (const id of ['a', 'b', 'c']) {
      const card = screen.getAllByTestId('pin-card').find((el) => el.dataset.pinId === id);
      if (!card) throw new Error(`no card ${id}`);
      await user.click(within(card).getByRole('button', { name: labels.save }));
    }
    expect(onLoginPrompt).toHaveBeenCalledTimes(3);
    expect(onLoginPrompt).toHaveBeenLastCalledWith({ pin: pinOf('c'), action: 'save' });
    expect(LOGGED_OUT_SAVES_MAX).toBe(2);
    const ids = saves.actor.getSnapshot().context.saved.map((item) => item.unauthSavePinId);
    expect(ids).toEqual(['b', 'c']);
    expect(saves.stored()).toEqual(
      ids.map((id) => ({ hasSavedUnauthPin: true, unauthSavePinId: id, ts: 1 })),
    );
    // The oldest dropped: a reads Save again, b and c read Saved.
    const labelOf = (id: string) =>
      within(screen.getAllByTestId('pin-card').find((el) => el.dataset.pinId === id) as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .find((text) => text === labels.save || text === labels.saved);
    expect([labelOf('a'), labelOf('b'), labelOf('c')]).toEqual([labels.save, labels.saved, labels.saved]);
  });

  it("the card's own actor wins over the provider's; Saved again only prompts login", async () => {
    const user = userEvent.setup();
    const provided = startSaves();
    const own = startSaves();
    const onLoginPrompt = vi.fn();
    render(
      <PinCardProvider loggedOutSaves={provided.actor}>
        <PinCard
          pin={pinOf('a')}
          visitor="unauthenticated"
          forceOverlay
          devicePixelRatio={1}
          loggedOutSaves={own.actor}
          onLoginPrompt={onLoginPrompt}
        />
      </PinCardProvider>,
    );
    await user.click(screen.getByRole('button', { name: labels.save }));
    await user.click(screen.getByRole('button', { name: labels.saved }));
    expect(onLoginPrompt).toHaveBeenCalledTimes(2);
    expect(own.actor.getSnapshot().context.saved).toHaveLength(1);
    expect(provided.actor.getSnapshot().context.saved).toEqual([]);
  });

  it('without an actor a logged-out Save only prompts login', async () => {
    const user = userEvent.setup();
    const onLoginPrompt = vi.fn();
    render(
      <PinCardProvider>
        <PinCard
          pin={pinOf('a')}
          visitor="unauthenticated"
          forceOverlay
          devicePixelRatio={1}
          onLoginPrompt={onLoginPrompt}
        />
      </PinCardProvider>,
    );
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(onLoginPrompt).toHaveBeenCalledWith({ pin: pinOf('a'), action: 'save' });
    expect(screen.getByRole('button', { name: labels.save })).toBeInTheDocument();
  });
});
