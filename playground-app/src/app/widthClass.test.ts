/** Issue 29: the one rule for the width class a first screen is laid out in (widthClass.ts). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRID_WIDTH,
  DEFAULT_PHONE_GRID_WIDTH,
  firstScreenWidthClass,
  GRID_WIDTH_COOKIE,
  gridWidthCookieValue,
  isPhoneRequest,
} from './widthClass.ts';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const OLD_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const FIREFOX_TABLET = 'Mozilla/5.0 (Android 14; Tablet; rv:140.0) Gecko/140.0 Firefox/140.0';

const phone = (gridWidth = DEFAULT_PHONE_GRID_WIDTH) => ({ phone: true, gridWidth });
const wide = (gridWidth = DEFAULT_GRID_WIDTH) => ({ phone: false, gridWidth });

describe('the width class a first screen is laid out in', () => {
  it("is the cookie's: a width, or a phone with its width (the old bare `phone`: the default phone)", () => {
    expect(
      firstScreenWidthClass({ cookie: `x=1; ${GRID_WIDTH_COOKIE}=1600; y=2`, userAgent: DESKTOP }),
    ).toEqual(wide(1600));
    expect(firstScreenWidthClass({ cookie: `${GRID_WIDTH_COOKIE}=phone-358`, userAgent: DESKTOP })).toEqual(
      phone(358),
    );
    expect(firstScreenWidthClass({ cookie: `${GRID_WIDTH_COOKIE}=phone`, userAgent: DESKTOP })).toEqual(
      phone(),
    );
  });

  it('follows the cookie over the user agent and the hint (a phone held sideways, a desktop site asked for)', () => {
    expect(
      firstScreenWidthClass({ cookie: `${GRID_WIDTH_COOKIE}=1600`, userAgent: IPHONE, mobileHint: '?1' }),
    ).toEqual(wide(1600));
    expect(
      firstScreenWidthClass({
        cookie: `${GRID_WIDTH_COOKIE}=phone-374`,
        userAgent: DESKTOP,
        mobileHint: '?0',
      }),
    ).toEqual(phone(374));
  });

  it('on a first visit is a phone by the Sec-CH-UA-Mobile hint, else by the user agent', () => {
    expect(firstScreenWidthClass({ cookie: '', userAgent: DESKTOP, mobileHint: '?1' })).toEqual(phone());
    expect(firstScreenWidthClass({ cookie: '', userAgent: IPHONE })).toEqual(phone());
    expect(firstScreenWidthClass({ cookie: '', userAgent: ANDROID_PHONE })).toEqual(phone());
    expect(firstScreenWidthClass({ cookie: '', userAgent: DESKTOP })).toEqual(wide());
    expect(firstScreenWidthClass({ cookie: '', userAgent: '' })).toEqual(wide());
  });

  it('takes a cookie it cannot read as none', () => {
    for (const value of ['wide', '-900', 'phone900', 'phone-', '1', '123456', 'phone-wide']) {
      expect(firstScreenWidthClass({ cookie: `${GRID_WIDTH_COOKIE}=${value}`, userAgent: DESKTOP })).toEqual(
        wide(),
      );
    }
    expect(firstScreenWidthClass({ cookie: `other-${GRID_WIDTH_COOKIE}=900`, userAgent: DESKTOP })).toEqual(
      wide(),
    );
  });

  it('lays a phone out at a 390 px screen less its padding, anything else at a 1280 px one', () => {
    expect(DEFAULT_PHONE_GRID_WIDTH).toBe(374);
    expect(DEFAULT_GRID_WIDTH).toBe(1248);
  });
});

describe('isPhoneRequest', () => {
  it('believes the hint when there is one, both ways', () => {
    expect(isPhoneRequest(DESKTOP, '?1')).toBe(true);
    expect(isPhoneRequest(IPHONE, '?0')).toBe(false);
    expect(isPhoneRequest(DESKTOP, ' ?1 ')).toBe(true);
  });

  it("tells a phone's browser from a tablet's by the user agent", () => {
    expect(isPhoneRequest(IPHONE)).toBe(true);
    expect(isPhoneRequest(ANDROID_PHONE)).toBe(true);
    expect(isPhoneRequest(ANDROID_TABLET)).toBe(false);
    expect(isPhoneRequest(OLD_IPAD)).toBe(false);
    expect(isPhoneRequest(FIREFOX_TABLET)).toBe(false);
    expect(isPhoneRequest(DESKTOP, 'garbage')).toBe(false);
  });
});

describe('gridWidthCookieValue', () => {
  it('writes what the rule reads back', () => {
    for (const [isPhone, width] of [
      [true, 358],
      [false, 1600],
    ] as const) {
      const cookie = `${GRID_WIDTH_COOKIE}=${gridWidthCookieValue(isPhone, width)}`;
      expect(firstScreenWidthClass({ cookie, userAgent: '' })).toEqual({ phone: isPhone, gridWidth: width });
    }
    expect(gridWidthCookieValue(true, 357.6)).toBe('phone-358');
  });
});
