import { createResourceClient, createTesseraApi } from '@tessera/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HOMEFEED_FIRST_PAGE_URL,
  PRELOADED_DATA_ID,
  preloadedDataElement,
  preloadedFetch,
  takePreloadedResponses,
} from './preloadedData.ts';

const pin = { id: '42', gridTitle: '</script><!-- & \u2028', images: {} };
const feedAnswer = { resource_response: { data: [pin], bookmark: 'next', http_status: 200 } };

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the first feed page sent with the page (issue 15)', () => {
  it("the home feed's first read is answered from the page once, with no request; the next one fetches", async () => {
    document.body.innerHTML = preloadedDataElement([
      { url: HOMEFEED_FIRST_PAGE_URL, status: 200, body: feedAnswer },
    ]);
    const network = vi.fn(async () => Response.json(feedAnswer));
    vi.stubGlobal('fetch', network);
    const preloaded = takePreloadedResponses();
    expect(document.getElementById(PRELOADED_DATA_ID)).toBeNull();
    const api = createTesseraApi(createResourceClient({ fetch: preloadedFetch(preloaded) }));

    const first = await api.getHomefeed();
    expect(network).not.toHaveBeenCalled();
    expect(first.pins.map((p) => p.id)).toEqual(['42']);
    expect(first.pins[0]?.gridTitle).toBe(pin.gridTitle);
    expect(first.bookmark).toBe('next');

    // Dropped once used: the same read again (Try again, a later visit) goes to the network.
    await api.getHomefeed();
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('a preloaded failure fails that read like the server would have', async () => {
    const answer = { resource_response: { data: null, error: { message: 'Down', http_status: 503 } } };
    const api = createTesseraApi(
      createResourceClient({
        fetch: preloadedFetch([{ url: HOMEFEED_FIRST_PAGE_URL, status: 503, body: answer }]),
      }),
    );
    await expect(api.getHomefeed()).rejects.toMatchObject({ http_status: 503 });
  });

  it('other reads and pages without the element fetch as before', async () => {
    const network = vi.fn(async () => Response.json(feedAnswer));
    vi.stubGlobal('fetch', network);
    expect(takePreloadedResponses()).toEqual([]);
    const api = createTesseraApi(
      createResourceClient({
        fetch: preloadedFetch([{ url: HOMEFEED_FIRST_PAGE_URL, status: 200, body: feedAnswer }]),
      }),
    );
    await api.getHomefeed({ bookmark: 'next' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('ignores an element whose text is not a list of answers', () => {
    document.body.innerHTML = `<script type="application/json" id="${PRELOADED_DATA_ID}">{nope</script>`;
    expect(takePreloadedResponses()).toEqual([]);
    expect(document.getElementById(PRELOADED_DATA_ID)).toBeNull();
  });
});
