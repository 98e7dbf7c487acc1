/**
 * The closeup's media on a phone is the window's width less the card's inset. A window narrower
 * than the inset (a docs page's frame not laid out yet, 0 wide) made that width negative, and the
 * image size for it threw "Invalid width: -48": the page could not load (issue 31).
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, LEMON_TART, renderSite, stubBrowserForSite, stubPhone } from '../../../app/testing.tsx';

beforeAll(() => {
  stubBrowserForSite();
  stubPhone();
});

afterEach(() => {
  vi.stubGlobal('innerWidth', 1024);
});

/** The closeup of the lemon tart, and its media's image. */
async function closeupImage() {
  const closeup = within(await screen.findByRole('article', { name: LEMON_TART.title }, { timeout: 5000 }));
  const image = closeup.getAllByRole('img').find((element) => element.tagName === 'IMG');
  if (!image) throw new Error('The closeup shows no image');
  return image;
}

describe('the closeup media in a narrow window (issue 31)', () => {
  it.each([0, 20])(
    'a window %i px wide shows the pin, its image at the smallest grid size',
    async (width) => {
      vi.stubGlobal('innerWidth', width);
      const api = fakeApi();
      api.getPin.mockResolvedValue(LEMON_TART);
      renderSite('/pin/42/', api);
      expect(
        await screen.findByRole('heading', { level: 1, name: LEMON_TART.title }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(await closeupImage()).toHaveAttribute('width', '170');
    },
  );

  it('follows the window once it is laid out: 390 wide, the media is 358', async () => {
    vi.stubGlobal('innerWidth', 0);
    const api = fakeApi();
    api.getPin.mockResolvedValue(LEMON_TART);
    renderSite('/pin/42/', api);
    expect(await closeupImage()).toHaveAttribute('width', '170');
    act(() => {
      vi.stubGlobal('innerWidth', 390);
      window.dispatchEvent(new Event('resize'));
    });
    expect(await closeupImage()).toHaveAttribute('width', '358');
  });
});
