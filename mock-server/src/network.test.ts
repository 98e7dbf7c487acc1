/**
 * §2 the debug panel's internal network: the server tells the backend the client's address (its own
 * header, whatever the client sent under that name), and the backend answers /v3/network/.
 */
import { CLIENT_ADDRESS_HEADER, isInternalAddress } from '@tessera/mocks';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './testing.ts';

describe('/v3/network/ (§2 debug panel: internal network)', () => {
  it('a client on this machine (loopback) is on the internal network', async () => {
    const response = await request(createSiteServer({ staticDir: '/nonexistent' })).get('/v3/network/');
    expect(response.status).toBe(200);
    expect(response.body.resource_response.data).toEqual({ internal_network: true });
  });

  it('the address is the server’s to say: a client’s own header is replaced', async () => {
    const app = createSiteServer({ staticDir: '/nonexistent' });
    const spoofed = await request(app).get('/v3/network/').set(CLIENT_ADDRESS_HEADER, '8.8.8.8');
    expect(spoofed.body.resource_response.data).toEqual({ internal_network: true });
  });

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.9', true],
    ['fd12:3456::1', true],
    ['8.8.8.8', false],
    ['2001:db8::1', false],
    ['', false],
  ])('%s internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });
});
