/**
 * The intents log their own §4/§7 events (issue 27): every save (a repin, a bulk copy, a new pin,
 * the logged-out saves' merge) logs the save event and the tracking log (§4 save flow) once the
 * server has it; a follow or unfollow of a board logs 26 / 27, of a
 * topic 601 / 602; a person's logs nothing (its event type is not shown), and a refused change
 * logs nothing. The other intents have no event in the spec and log nothing.
 */
import { EVENT_TYPE, type Pin, type RepinResult } from '@tessera/model';
import { describe, expect, it, vi } from 'vitest';
import { createEntityActions } from './entityActions.ts';
import { createEntityStore } from './entityStore.ts';
import { ResourceRequestError } from './ResourceRequestError.ts';
import { SAVE_EVENT } from './saveEvents.ts';
import type { TesseraApi } from './tesseraApi.ts';

const pin: Pin = { id: '11', images: { '236x': { url: '/a.jpg', width: 236, height: 300 } } };
const repinned: RepinResult = {
  id: '901',
  pinner: { id: '1' },
  board: { id: '21', url: '/demo/desserts/', name: 'Desserts' },
  section: { id: '41', slug: 'tarts', title: 'Tarts' },
};

function actionsWith(refuse = false) {
  const api = new Proxy({} as TesseraApi, {
    get: (_target, name) => async () => {
      if (refuse) throw new ResourceRequestError({ message: 'No', http_status: 403 });
      if (name === 'repin') return repinned;
      if (name === 'updatePin' || name === 'getPin') return pin;
      if (name === 'updateBoardSection') return { id: '41', title: 'Pies' };
      if (name === 'bulkMoveOrCopy') return { moved: [pin.id], saves: [{ pin_id: pin.id, id: '902' }] };
      if (name === 'createPin') return { ...pin, id: '77', savedInfo: { boardId: '21', localPinId: '77' } };
      return {};
    },
  });
  const logger = { log: vi.fn(() => true) };
  const store = createEntityStore();
  return { actions: createEntityActions(store, api, { logger }), logger, store };
}

const { codes } = EVENT_TYPE;

describe('follow and unfollow log their §7 events', () => {
  it.each([
    { kind: 'board', followed: true, eventType: codes.BOARD_FOLLOW },
    { kind: 'board', followed: false, eventType: codes.BOARD_UNFOLLOW },
    { kind: 'topic', followed: true, eventType: codes.TOPIC_FOLLOW },
    { kind: 'topic', followed: false, eventType: codes.TOPIC_UNFOLLOW },
  ] as const)('$kind followed $followed logs $eventType', async ({ kind, followed, eventType }) => {
    const { actions, logger } = actionsWith();
    await actions.setFollowing(kind, '51', followed);
    expect(logger.log.mock.calls).toEqual([[{ event_type: eventType, object_id_str: '51' }]]);
  });

  it('a person: nothing logged', async () => {
    const { actions, logger } = actionsWith();
    await actions.setFollowing('user', '31', true);
    expect(logger.log).not.toHaveBeenCalled();
  });

  it('a refused follow: nothing logged', async () => {
    const { actions, logger } = actionsWith(true);
    await expect(actions.setFollowing('board', '51', true)).rejects.toBeInstanceOf(ResourceRequestError);
    expect(logger.log).not.toHaveBeenCalled();
  });
});

describe('a save logs the save event and the tracking log (§4 save flow)', () => {
  it('once the server has it: the save event of the pin, then the tracking log of the repin', async () => {
    const { actions, logger } = actionsWith();
    await actions.save(pin, { board: { id: '21' }, section: { id: '41' } });
    const where = { board_id: '21', section_id: '41' };
    expect(logger.log.mock.calls).toEqual([
      [
        {
          event_type: codes.CLICK,
          object_id_str: pin.id,
          event_data: { action: SAVE_EVENT.action, ...where },
        },
      ],
      [
        {
          event_type: codes.CLICK,
          object_id_str: repinned.id,
          event_data: { action: SAVE_EVENT.log, pin_id: pin.id, ...where },
        },
      ],
    ]);
  });

  it('a refused save: nothing logged', async () => {
    const { actions, logger } = actionsWith(true);
    await expect(actions.save(pin, { board: null })).rejects.toBeInstanceOf(ResourceRequestError);
    expect(logger.log).not.toHaveBeenCalled();
  });

  it('the intents without a §4/§7 event log nothing', async () => {
    const { actions, logger } = actionsWith();
    const saved: Pin = { ...pin, savedInfo: { boardId: '21' } };
    await actions.unsave(saved);
    await actions.move(saved, { board: { id: '22' } });
    await actions.editPin(saved, { title: 'Lime tart' });
    await actions.deletePin(saved);
    await actions.bulkMove([saved], { action: 'bulkMove', fromBoardId: '21', to: { board: { id: '22' } } });
    await actions.bulkDelete([saved], { boardId: '22' });
    await actions.hideNewsPin('n1', pin, true);
    await actions.renameSection({ id: '41', title: 'Tarts' } as never, 'Pies');
    await actions.deleteSection('41');
    expect(logger.log).not.toHaveBeenCalled();
  });
});

/** The logged events as [object, action, board, section, pin]. */
const saves = (logger: { log: { mock: { calls: unknown[][] } } }) =>
  logger.log.mock.calls.map(([event]) => {
    const { object_id_str, event_data } = event as {
      object_id_str: string;
      event_data: { action: string; board_id: string | null; section_id: string | null; pin_id?: string };
    };
    return [object_id_str, event_data.action, event_data.board_id, event_data.section_id, event_data.pin_id];
  });

describe('every other save logs them too', () => {
  it("a bulk copy: each copy, by the copy's own save id from the answer, which the store now holds", async () => {
    const { actions, logger, store } = actionsWith();
    const saved: Pin = { ...pin, savedInfo: { boardId: '21', localPinId: '901' } };
    await actions.bulkMove([saved], {
      action: 'bulkCopy',
      fromBoardId: '21',
      to: { board: { id: '22' }, section: { id: '42' } },
    });
    expect(saves(logger)).toEqual([
      [pin.id, SAVE_EVENT.action, '22', '42', undefined],
      ['902', SAVE_EVENT.log, '22', '42', pin.id],
    ]);
    expect(store.getSnapshot().context.pins[pin.id]?.savedInfo).toEqual({ boardId: '22', localPinId: '902' });
  });

  it('a refused bulk copy: nothing logged', async () => {
    const { actions, logger } = actionsWith(true);
    await expect(
      actions.bulkMove([pin], { action: 'bulkCopy', fromBoardId: '21', to: { board: { id: '22' } } }),
    ).rejects.toBeInstanceOf(ResourceRequestError);
    expect(logger.log).not.toHaveBeenCalled();
  });

  it("a new pin (the builders' Publish): its save, where it was published", async () => {
    const { actions, logger, store } = actionsWith();
    const created = await actions.createPin({ image_signature: 'abc', board_id: '21', section_id: '41' });
    expect(saves(logger)).toEqual([
      ['77', SAVE_EVENT.action, '21', '41', undefined],
      ['77', SAVE_EVENT.log, '21', '41', '77'],
    ]);
    expect(store.getSnapshot().context.pins[created.id]).toEqual(created);
  });

  it("the logged-out saves' merge: each pin's save to the profile, in order", async () => {
    const { actions, logger, store } = actionsWith();
    store.trigger.received({ batch: { pins: [pin] } });
    await actions.mergeLoggedOutSaves([pin.id, '12']);
    expect(saves(logger)).toEqual([
      [pin.id, SAVE_EVENT.action, '21', '41', undefined],
      [repinned.id, SAVE_EVENT.log, '21', '41', pin.id],
      ['12', SAVE_EVENT.action, '21', '41', undefined],
      [repinned.id, SAVE_EVENT.log, '21', '41', '12'],
    ]);
  });

  it('a refused merge: nothing logged for the pin refused', async () => {
    const { actions, logger } = actionsWith(true);
    await expect(actions.mergeLoggedOutSaves(['12'])).rejects.toBeInstanceOf(ResourceRequestError);
    expect(logger.log).not.toHaveBeenCalled();
  });
});
