import { ApiProvider, createEventLogger, SAVE_EVENT, type TesseraApi } from '@tessera/api';
import { type LoggedEvent, labels, type Pin, type RepinResult } from '@tessera/model';
import { PinCard } from '@tessera/pin-card';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppEntities, EntityStoreRoot } from './entityStore.tsx';

const pin: Pin = {
  id: '11',
  title: 'Lemon tart',
  images: { '236x': { url: '/media/236x/ab/cd/ef/abcdef.jpg', width: 236, height: 300 } },
};
const result: RepinResult = {
  id: '9001',
  pinner: { id: '1' },
  board: { id: '21', url: '/demo/desserts/', name: 'Desserts' },
};

function fakeApi() {
  return {
    repin: vi.fn(async () => result),
    deletePin: vi.fn(async () => undefined),
    getPin: vi.fn(async () => pin),
    getBoards: vi.fn(async () => []),
    logEvents: vi.fn(async (_events: LoggedEvent[]) => ({ logged: 0 })),
  };
}

function renderWired() {
  const api = fakeApi();
  const sent: LoggedEvent[] = [];
  const logger = createEventLogger({ send: async (events) => void sent.push(...events), flushDelayMs: 0 });
  const entities = createAppEntities(api as unknown as TesseraApi, logger);
  const view = (key: string) => (
    <TesseraThemeProvider>
      <ToasterProvider>
        <ApiProvider api={api as unknown as TesseraApi}>
          <EntityStoreRoot entities={entities}>
            <PinCard key={key} pin={pin} devicePixelRatio={1} imageLoading="eager" forceOverlay />
          </EntityStoreRoot>
        </ApiProvider>
      </ToasterProvider>
    </TesseraThemeProvider>
  );
  const utils = render(view('first'));
  return { api, sent, logger, entities, remount: () => utils.rerender(view('second')) };
}

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

describe('the playground wiring of the entity store (issue 11)', () => {
  it('runs the save flow steps: the repin through the store, the records, the save event and the log', async () => {
    const user = userEvent.setup();
    const { api, sent, logger, entities } = renderWired();
    await user.click(screen.getByRole('button', { name: labels.save }));
    await screen.findByRole('button', { name: labels.saved });
    expect(api.repin).toHaveBeenCalledWith({ pinId: pin.id });
    // updateRecords: the store holds the save and the board it went to.
    const state = entities.store.getSnapshot().context;
    expect(state.pins[pin.id]?.savedInfo).toEqual({ boardId: '21', localPinId: '9001' });
    expect(state.boards['21']?.name).toBe('Desserts');
    // recordSaveEvent and logSave: through the event logger.
    await logger.flush();
    const actions = sent.map((event) => event.event_data?.action);
    expect(actions).toEqual([SAVE_EVENT.action, SAVE_EVENT.log]);
    expect(sent[0]?.object_id_str).toBe(pin.id);
  });

  it('a remounted card reads the save from the store, and unsaving removes it there first', async () => {
    const user = userEvent.setup();
    const { api, entities, remount } = renderWired();
    await user.click(screen.getByRole('button', { name: labels.save }));
    await screen.findByRole('button', { name: labels.saved });
    remount();
    expect(screen.getByRole('button', { name: labels.saved })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.saved }));
    await waitFor(() => expect(api.deletePin).toHaveBeenCalledWith({ pinId: pin.id, boardId: '21' }));
    await screen.findByRole('button', { name: labels.save });
    expect(entities.store.getSnapshot().context.pins[pin.id]?.savedInfo).toBeUndefined();
  });
});
