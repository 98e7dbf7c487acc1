/**
 * The site runs under a Content-Security-Policy without 'unsafe-eval' (issue 18). zod probes for
 * `new Function` (its JIT) on its first parse, which the browser reports as a violation: turn the
 * JIT off before any module parses anything. main.tsx imports this file first, so it runs before
 * the modules of the app are evaluated.
 */
import { config } from 'zod/mini';

config({ jitless: true });
