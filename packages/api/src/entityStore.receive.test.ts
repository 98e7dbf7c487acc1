/**
 * `receive` (issue 11, 27): an answer's entities enter the store by id, each answer object once, so
 * a list handed over again (a feed's items after its next page arrived) does not undo what the
 * viewer did since, while a new answer about the same entity is taken. What the store has taken is
 * its own (two stores do not share it).
 */
import type { Pin } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createEntityStore, receive, savePin } from './entityStore.ts';

const pin: Pin = { id: '11', title: 'Lemon tart', images: {} };
const calls = {
  repin: async () => ({ id: '901', pinner: { id: '1' }, board: { id: '21', url: '/b/', name: 'Desserts' } }),
  unsave: async () => undefined,
};

describe('receive', () => {
  it('a list handed over again does not undo a save made since; a new answer about the pin is taken', async () => {
    const store = createEntityStore();
    const page = [pin];
    receive(store, { pins: page });
    await savePin(store, calls, pin, { board: { id: '21' } });
    receive(store, { pins: page });
    expect(store.getSnapshot().context.pins[pin.id]?.savedInfo?.boardId).toBe('21');
    // A new read of the pin (another object): the server's version now.
    receive(store, { pins: [{ ...pin, title: 'Lime tart' }] });
    expect(store.getSnapshot().context.pins[pin.id]).toEqual({ ...pin, title: 'Lime tart' });
    // The first page's object again, after that: still not taken.
    receive(store, { pins: page });
    expect(store.getSnapshot().context.pins[pin.id]?.title).toBe('Lime tart');
  });

  it('each store keeps what it has taken: another store takes the same objects', () => {
    const page = [pin];
    const first = createEntityStore();
    receive(first, { pins: page, users: [{ id: '7', username: 'mira' }] });
    const second = createEntityStore();
    receive(second, { pins: page, users: [{ id: '7', username: 'mira' }] });
    expect(second.getSnapshot().context.pins[pin.id]).toEqual(pin);
    expect(second.getSnapshot().context.users['7']?.username).toBe('mira');
  });
});
