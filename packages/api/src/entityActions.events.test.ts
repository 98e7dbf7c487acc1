/**
 * The intents log their own §7 events (issue 27): a follow or unfollow of a board logs 26 / 27, of a
 * topic 601 / 602, once the server has it; a person's logs nothing (its event type is not shown),
 * and a refused change logs nothing.
 */
import { EVENT_TYPE } from '@tessera/model';
import { describe, expect, it, vi } from 'vitest';
import { createEntityActions } from './entityActions.ts';
import { createEntityStore } from './entityStore.ts';
import { ResourceRequestError } from './ResourceRequestError.ts';
import type { TesseraApi } from './tesseraApi.ts';

function actionsWith(refuse = false) {
  const api = new Proxy({} as TesseraApi, {
    get: () => async () => {
      if (refuse) throw new ResourceRequestError({ message: 'No', http_status: 403 });
      return {};
    },
  });
  const logger = { log: vi.fn(() => true) };
  return { actions: createEntityActions(createEntityStore(), api, { logger }), logger };
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
