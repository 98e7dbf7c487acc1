import type { Pin } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../testing.tsx';
import { DEBUG_TEXT } from './debugText.ts';

beforeAll(() => stubBrowserForSite());

const pin: Pin = {
  id: '42',
  title: 'Lemon tart',
  images: { '236x': { url: '/a.jpg', width: 236, height: 300 } },
};

function debugApi({ employee, internal }: { employee: boolean; internal: boolean }) {
  const api = fakeApi();
  api.getMe.mockResolvedValue({ ...DEMO_VIEWER, is_employee: employee, visitor_type: 'authenticated' });
  api.getPin.mockResolvedValue(pin);
  return { ...api, getNetwork: vi.fn(async () => ({ internal_network: internal })) };
}

describe('§2 the debug panel', () => {
  it('with a deb_ parameter, an employee sees what the site knows of the page', async () => {
    const api = debugApi({ employee: true, internal: false });
    renderSite('/pin/42/?deb_cache=off', api);
    const panel = await screen.findByRole('region', { name: DEBUG_TEXT.heading });
    expect(within(panel).getByText(DEBUG_TEXT.employee)).toBeInTheDocument();
    const value = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(value(DEBUG_TEXT.route)).toBe('pin');
    expect(value(DEBUG_TEXT.pageClass)).toBe('pin');
    expect(value(DEBUG_TEXT.landingPageType)).toBe('closeup');
    expect(value(DEBUG_TEXT.debugParams)).toBe('deb_cache=off');
    expect(api.getNetwork).not.toHaveBeenCalled();
  });

  it('on the internal network (the server says) anyone sees it; elsewhere nobody but employees', async () => {
    const inside = debugApi({ employee: false, internal: true });
    const first = renderSite('/pin/42/?deb_x=1', inside);
    const panel = await screen.findByRole('region', { name: DEBUG_TEXT.heading });
    expect(within(panel).getByText(DEBUG_TEXT.internalNetwork)).toBeInTheDocument();
    first.unmount();

    const outside = debugApi({ employee: false, internal: false });
    renderSite('/pin/42/?deb_x=1', outside);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeInTheDocument();
    await waitFor(() => expect(outside.getNetwork).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: DEBUG_TEXT.heading })).toBeNull();
  });

  it('without a deb_ parameter nothing is asked and nothing shows', async () => {
    const api = debugApi({ employee: true, internal: true });
    renderSite('/pin/42/?utm_pai=x', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon tart' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: DEBUG_TEXT.heading })).toBeNull();
    expect(api.getNetwork).not.toHaveBeenCalled();
  });
});
