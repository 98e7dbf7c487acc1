/**
 * One home for finding Chromium and for the flags it needs on this closed network.
 * Used by the Vitest browser projects, the Playwright end-to-end config and the benchmarks.
 * Order: CHROMIUM_PATH, then the usual system paths. Nothing here downloads a browser.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags that keep headless Chromium from stalling on a network with no internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The path of a usable Chromium, or undefined. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file.`);
  }
  return CHROMIUM_CANDIDATES.find(isExecutable);
}

export const HOW_TO_GET_CHROMIUM =
  'No Chromium found. Install one (Debian/Ubuntu: `apt-get install chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.';

/** Like findChromium, but throws with instructions when there is none. */
export function requireChromium(): string {
  const path = findChromium();
  if (!path) throw new Error(HOW_TO_GET_CHROMIUM);
  return path;
}

/**
 * Finds Chromium; when there is none and this process is root on a machine with apt,
 * installs Debian's `chromium` package. Returns the path or throws with instructions.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isExecutable('/usr/bin/apt-get')) {
    log('No Chromium found: installing Debian package `chromium` with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    return requireChromium();
  }
  throw new Error(HOW_TO_GET_CHROMIUM);
}
