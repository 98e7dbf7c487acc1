import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { inviteLandingMachine } from './inviteLanding.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const sender = {
  id: 'u1',
  first_name: 'Ana',
  is_default_image: false,
  image_medium_url: '',
  should_show_messaging: true,
};

it(
  'inviteLandingMachine model: every state and transition',
  async () => {
    let toasts = 0;
    await checkModel({
      machine: inviteLandingMachine,
      inputs: [
        { inviteCode: 'abc', loggedIn: false, desktop: true },
        {
          inviteCode: 'abc',
          loggedIn: true,
          desktop: false,
          viewer: { id: 'me', should_show_messaging: true },
        },
        { inviteCode: null, loggedIn: false, desktop: true },
      ],
      events: [
        { type: 'xstate.done.actor.fetchInviteMetadata', output: { sender, invite_channel: 1 } },
        { type: 'xstate.done.actor.fetchInviteMetadata', output: { sender, invite_channel: 9 } },
        { type: 'xstate.error.actor.fetchInviteMetadata', error: new Error('x') },
      ],
      beforeReplay: () => {
        toasts = 0;
      },
      live: { provide: { actions: { showInviteToast: () => toasts++ } } },
      invariants: {
        fetching: (s) => expect(s.context.inviteCode).toBe('abc'),
        popover: (s) => {
          expect(s.context.loggedIn).toBe(false);
          expect(s.context.invite?.invite_channel).toBe(1);
        },
        done: (s) => {
          expect(s.status).toBe('done');
          expect(toasts).toBe(s.context.loggedIn && s.context.invite ? 1 : 0);
        },
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
