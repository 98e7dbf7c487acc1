/**
 * The video media really plays in Chromium: the V_720P MP4 in a <video> element, and the V_HLSV4
 * playlist through hls.js (what the ui VideoPlayer uses), both served by this Express server.
 */
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from '@playwright/test';
import { createMockBackend, VIDEO_HLS_URL, VIDEO_MP4_URL } from '@tessera/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/chromium.ts';
import { createSiteServer } from './testing.ts';

const HLS_JS = new URL('../../node_modules/hls.js/dist/hls.min.js', import.meta.url).pathname;
let base = '';
let browser: Browser;
let close: () => void;

beforeAll(async () => {
  const server = createSiteServer({
    backend: createMockBackend({ seed: 1, pinCount: 30 }),
    staticDir: '/nonexistent',
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
  browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  close?.();
});

/** Plays the video for a moment; resolves its size, duration and how far it got. */
async function play(source: { mp4?: string; hls?: string }) {
  const page = await browser.newPage();
  await page.setContent('<video id="v" muted playsinline></video>');
  if (source.hls) await page.addScriptTag({ path: HLS_JS });
  const result = await page.evaluate(
    ({ mp4, hls }) =>
      new Promise<{ width: number; height: number; duration: number; time: number } | string>((resolve) => {
        const video = document.getElementById('v') as HTMLVideoElement;
        video.addEventListener('error', () => resolve(`media error ${video.error?.code}`));
        video.addEventListener('loadeddata', () => {
          void video.play().then(() =>
            setTimeout(
              () =>
                resolve({
                  width: video.videoWidth,
                  height: video.videoHeight,
                  duration: video.duration,
                  time: video.currentTime,
                }),
              800,
            ),
          );
        });
        if (mp4) video.src = mp4;
        if (hls) {
          const Hls = (
            window as unknown as {
              Hls: new () => {
                loadSource(u: string): void;
                attachMedia(v: HTMLVideoElement): void;
                on(e: string, f: (e: unknown, d: { fatal: boolean; details: string }) => void): void;
              };
            }
          ).Hls;
          const player = new Hls();
          player.on('hlsError', (_e, d) => {
            if (d.fatal) resolve(`hls error ${d.details}`);
          });
          player.loadSource(hls);
          player.attachMedia(video);
        }
        setTimeout(() => resolve('timeout'), 20_000);
      }),
    source,
  );
  await page.close();
  return result;
}

describe('video media in Chromium', () => {
  it('plays the V_720P MP4', async () => {
    const result = await play({ mp4: `${base}${VIDEO_MP4_URL}` });
    expect(result).toMatchObject({ width: 720, height: 1280 });
    expect(typeof result === 'object' && result.time).toBeGreaterThan(0);
    expect(typeof result === 'object' && Math.round(result.duration)).toBe(4);
  }, 40_000);

  it('plays the V_HLSV4 playlist with hls.js', async () => {
    const result = await play({ hls: `${base}${VIDEO_HLS_URL}` });
    expect(result).toMatchObject({ width: 720, height: 1280 });
    expect(typeof result === 'object' && result.time).toBeGreaterThan(0);
  }, 40_000);
});
