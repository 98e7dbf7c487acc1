/**
 * A feed page with one malformed pin (issue 18): the other pins arrive as they are, the broken one
 * as a stand-in with its id that the grid draws as the unavailable-pin placeholder.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceRequestError } from './ResourceRequestError.ts';
import { createResourceClient } from './resourceClient.ts';
import { createTesseraApi, isMalformedPin } from './tesseraApi.ts';

const BASE = 'http://tessera.test';
let data: unknown = [];
const server = setupServer(
  http.get(`${BASE}/resource/HomefeedResource/get/`, () =>
    HttpResponse.json({ resource_response: { data, error: null, bookmark: '-end-', http_status: 200 } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
const api = createTesseraApi(createResourceClient({ baseUrl: BASE }));
const good = (id: string) => ({
  id,
  gridTitle: `Pin ${id}`,
  images: { '236x': { url: '/a.jpg', width: 236, height: 300 } },
});

describe('a feed page with a malformed pin', () => {
  it('keeps every good pin and a stand-in for the broken one, in order', async () => {
    data = [good('1'), { id: '2', images: null, gridTitle: 42 }, good('3'), { gridTitle: 'no id' }];
    const page = await api.getHomefeed();
    expect(page.pins.map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(page.pins.map(isMalformedPin)).toEqual([false, true, false]);
    expect(page.pins[0]?.gridTitle).toBe('Pin 1');
  });

  it('still refuses an answer that is not a list of pins', async () => {
    data = { not: 'a list' };
    await expect(api.getHomefeed()).rejects.toBeInstanceOf(ResourceRequestError);
  });
});

describe('board details are parsed with the model schema, not cast', () => {
  it('refuses a board answer without the fields the board pages read', async () => {
    server.use(
      http.get(`${BASE}/resource/BoardResource/get/`, () =>
        HttpResponse.json({
          resource_response: {
            data: { id: '7', name: 'Recipes' },
            error: null,
            bookmark: null,
            http_status: 200,
          },
        }),
      ),
    );
    await expect(api.getBoard({ board_id: '7' })).rejects.toBeInstanceOf(ResourceRequestError);
  });
});
