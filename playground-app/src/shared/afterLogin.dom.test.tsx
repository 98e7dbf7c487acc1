/** A pure test, in the dom project because that project is the one that runs the site's tests. */
import { describe, expect, it } from 'vitest';
import { afterLogin, loginLinks, loginQuery } from './afterLogin.ts';

describe('the limited-login redirects (§6)', () => {
  it('save and edit send the visitor to the pin’s repin and edit pages', () => {
    expect(loginQuery({ action: 'save', pinId: '42', here: '/' })).toEqual({ next: '/pin/42/repin/' });
    expect(loginQuery({ action: 'edit', pinId: '42', here: '/' })).toEqual({ next: '/pin/42/edit/' });
    expect(loginLinks({ action: 'save', pinId: '42', here: '/' })).toEqual({
      logIn: '/login/?next=%2Fpin%2F42%2Frepin%2F',
      signUp: '/signup/?next=%2Fpin%2F42%2Frepin%2F',
    });
  });

  it('other actions come back to the page the visitor was on; a board url wins', () => {
    expect(loginQuery({ action: 'follow', pinId: '42', here: '/mira/?x=1' })).toEqual({ next: '/mira/?x=1' });
    expect(loginQuery({ action: 'follow', boardUrl: '/mira/desserts/', here: '/mira/desserts/' })).toEqual({
      board_url: '/mira/desserts/',
    });
    // Never another host.
    expect(loginQuery({ action: 'follow', boardUrl: '//evil.example/', here: '//evil.example/' })).toEqual(
      {},
    );
  });

  it('after login: board_url opens the board with accept_invite and seamless', () => {
    expect(afterLogin('?board_url=%2Fmira%2Fdesserts%2F')).toBe(
      '/mira/desserts/?accept_invite=true&seamless=true',
    );
    expect(afterLogin('board_url=/mira/desserts/?sort=newest&next=/pin/1/')).toBe(
      '/mira/desserts/?sort=newest&accept_invite=true&seamless=true',
    );
  });

  it('after login: next, else the fallback; never a path of another host', () => {
    expect(afterLogin('?next=%2Fpin%2F42%2Frepin%2F')).toBe('/pin/42/repin/');
    expect(afterLogin('')).toBe('/');
    expect(afterLogin('?next=https://evil.example/')).toBe('/');
    expect(afterLogin('?next=//evil.example/', '/home/')).toBe('/home/');
    expect(afterLogin('?board_url=https://evil.example/&next=/pin/1/')).toBe('/pin/1/');
  });
});
