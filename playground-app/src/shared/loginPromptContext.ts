/**
 * The limited-login prompt's opener (§6), provided by LoginPromptSheet's provider in the site
 * layout; null outside it (the prompt is then the desktop toast everywhere).
 */
import type { Pin } from '@tessera/model';
import { createContext } from 'react';
import type { LoginPromptAction, LoginRedirect } from './afterLogin.ts';

/** What a logged-out visitor tried: the action, the pin it was on, a board (an invite). */
export interface LoginPromptRequest {
  action?: LoginPromptAction | undefined;
  pin?: Pin | undefined;
  boardUrl?: string | undefined;
}

export const LoginPromptContext = createContext<((redirect: LoginRedirect) => void) | null>(null);
