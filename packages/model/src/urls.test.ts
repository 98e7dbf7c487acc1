import { describe, expect, it } from 'vitest';
import {
  AMP_CACHE_HOSTS,
  checkImageData,
  hasUnsafeLink,
  hostIs,
  httpHost,
  isEmptyHref,
  isExternalUrl,
  isHttpUrl,
  isSameSitePath,
  isUploadSuccess,
  normalizeHost,
  RIGHT_CLICK_SKIP_EXTENSIONS,
  rightClickSkipped,
  SEARCH_ENGINES,
  safeHttpUrl,
  searchEngineOfReferrer,
  spamCheckVerdict,
  UPLOAD_SUCCESS_MAX_STATUS_EXCLUSIVE,
  UPLOAD_SUCCESS_MIN_STATUS,
  UPLOADED_BY_USER_DOMAIN,
  uploadPollOutcome,
} from './urls.ts';

const internal = ['tessera.test', 'localhost'];

describe('isExternalUrl (§5)', () => {
  it.each([
    ['https://example.com/soup', true],
    ['http://example.com', true],
    ['HTTPS://Example.com', true],
    ['https://tessera.test/pin/1/', false],
    ['https://www.tessera.test/', false],
    ['http://localhost:4000/', false],
    ['https://nottessera.test/', true],
    ['ftp://example.com', false],
    ['//example.com', false],
    ['/pin/1/', false],
    ['mailto:a@b.c', false],
    ['https://', false],
  ])('%s → %s', (url, expected) => {
    expect(isExternalUrl(url, internal)).toBe(expected);
  });

  it('reads hosts', () => {
    expect(httpHost(' https://A.example.com/x ')).toBe('a.example.com');
    expect(httpHost('https://[::1')).toBeNull();
    expect(hostIs('a.b.c', 'b.c')).toBe(true);
    expect(hostIs('ab.c', 'b.c')).toBe(false);
  });
});

describe('searchEngineOfReferrer (§5)', () => {
  it('keeps the spec list', () => {
    expect(SEARCH_ENGINES).toEqual([
      'google',
      'bing',
      'yahoo',
      'yandex',
      'rakuten',
      'naver',
      'duckduckgo',
      'ampCache',
    ]);
    expect(AMP_CACHE_HOSTS).toContain('cdn.ampproject.org');
  });

  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.uk/search?q=x', 'google'],
    ['https://www.bing.com/', 'bing'],
    ['https://search.yahoo.co.jp/', 'yahoo'],
    ['https://yandex.ru/', 'yandex'],
    ['https://search.rakuten.co.jp/', 'rakuten'],
    ['https://search.naver.com/', 'naver'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://example-com.cdn.ampproject.org/c/s/example.com', 'ampCache'],
    ['https://googleusercontent.example.com/', null],
    ['https://example.com/?ref=google', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (referrer, expected) => {
    expect(searchEngineOfReferrer(referrer)).toBe(expected);
  });
});

describe('rightClickSkipped (§4)', () => {
  it('keeps the spec extensions', () => {
    expect(RIGHT_CLICK_SKIP_EXTENSIONS).toEqual([
      'png',
      'jpg',
      'jpeg',
      'gif',
      'bmp',
      'tiff',
      'webp',
      'mp4',
      'm4v',
      'quicktime',
    ]);
  });

  it.each([
    ['/pin/123/', true],
    ['https://tessera.test/pin/soup--1/', true],
    ['https://cdn.example.com/a/b.JPG', true],
    ['https://cdn.example.com/a/b.webp?w=1', true],
    ['/media/clip.mp4#t=1', true],
    ['/media/clip.quicktime', true],
    ['https://example.com/soup', false],
    ['https://example.com/file.pdf', false],
    ['https://example.com/pin/', false],
    ['', false],
  ])('%s → %s', (href, expected) => {
    expect(rightClickSkipped(href)).toBe(expected);
  });
});

describe('spam check and hrefs (§4)', () => {
  it.each([
    ['blocked', 'blocked'],
    ['suspicious', 'blocked'],
    ['porn', 'blocked'],
    ['ok', 'allowed'],
    ['', 'allowed'],
    [null, 'allowed'],
    [undefined, 'allowed'],
  ])('%s → %s', (status, verdict) => {
    expect(spamCheckVerdict(status)).toBe(verdict);
  });

  it.each([
    ['', true],
    ['  ', true],
    ['#', true],
    ['#top', true],
    [null, true],
    [undefined, true],
    ['/pin/1/', false],
    ['https://a.b/#x', false],
  ])('empty href %j → %s', (href, expected) => {
    expect(isEmptyHref(href)).toBe(expected);
  });
});

describe('uploads and images (§5, §9)', () => {
  it('keeps the spec numbers', () => {
    expect([UPLOAD_SUCCESS_MIN_STATUS, UPLOAD_SUCCESS_MAX_STATUS_EXCLUSIVE]).toEqual([200, 400]);
    expect(UPLOADED_BY_USER_DOMAIN).toBe('Uploaded by user');
  });

  it.each([
    [199, false],
    [200, true],
    [201, true],
    [399, true],
    [400, false],
    [401, false],
  ])('status %i succeeded: %s', (status, expected) => {
    expect(isUploadSuccess(status)).toBe(expected);
  });

  it('needs image data to be a string', () => {
    expect(checkImageData('data:image/png;base64,AAA')).toEqual({
      ok: true,
      data: 'data:image/png;base64,AAA',
    });
    expect(checkImageData(42)).toEqual({ ok: false, error: 'Invalid Image' });
    expect(checkImageData(null)).toEqual({ ok: false, error: 'Invalid Image' });
  });
});

describe('uploadPollOutcome (§4)', () => {
  it.each([
    ['processing', 'poll'],
    ['registered', 'poll'],
    ['succeeded', 'succeeded'],
    ['failed', 'failed'],
    ['', 'failed'],
    [undefined, 'failed'],
  ])('%s → %s', (status, outcome) => {
    expect(uploadPollOutcome(status)).toBe(outcome);
  });
});

describe('link safety (issue 18)', () => {
  it('normalises hosts as blocklists compare them', () => {
    expect(normalizeHost('Blocked-Link.Example.')).toBe('blocked-link.example');
    expect(normalizeHost('a.example..')).toBe('a.example');
    expect(httpHost('https://user:pw@Blocked-Link%2eExample./x')).toBe('blocked-link.example');
    expect(httpHost('https://bücher.example/')).toBe('xn--bcher-kva.example');
  });

  it('takes http and https URLs only', () => {
    for (const url of ['https://a.example/', ' http://a.example/x?y ', 'HTTPS://A.EXAMPLE']) {
      expect(isHttpUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'about:blank',
      '/relative',
      'not a url',
      '',
    ]) {
      expect(isHttpUrl(url), url).toBe(false);
      expect(safeHttpUrl(url), url).toBeNull();
    }
    expect(safeHttpUrl('https://a.example/p')?.pathname).toBe('/p');
  });

  it('accepts only paths on this site as deep links', () => {
    expect(isSameSitePath('/pin/1/')).toBe(true);
    expect(isSameSitePath('/')).toBe(true);
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/a\\b',
      'https://evil.example/',
      'evil',
      '/a\nb',
      '',
    ]) {
      expect(isSameSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('finds links with unsafe schemes in free text, and not plain words', () => {
    for (const text of [
      'javascript:alert(1)',
      'see <a href="JavaScript:x">',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,AAAA',
      'file:///etc/passwd',
    ]) {
      expect(hasUnsafeLink(text), text).toBe(true);
    }
    for (const text of ['Nutrition data: 200 kcal', 'https://a.example/', 'my file: notes', 'metadata:x']) {
      expect(hasUnsafeLink(text), text).toBe(false);
    }
  });
});
