/**
 * Offsite spam check (SPEC §4, §8). A LINK_CLICK:
 * - empty or hash-only href → nothing but the `logEmptyHref` action (link_navigation_empty_href);
 * - a meta/ctrl click on a non-offsite link → left to the browser (nothing here);
 * - a non-offsite link → `navigate` at once;
 * - an offsite link (the caller decides with the §5 rule: not promoted or a downstream promotion,
 *   relevant to the page) → the `spamCheck` actor; blocked, suspicious or porn (`spamCheckVerdict`)
 *   → `blocked`: the modal (Heads up!, We have blocked this link, the server message and the
 *   blocked hostname) until OKAY; any other status → `navigate`; a check that errors does nothing.
 */
import { isEmptyHref, LINK_NAVIGATION_EMPTY_HREF, spamCheckVerdict } from '@tessera/model';
import { assign, fromPromise, setup } from 'xstate';

export interface SpamCheckReply {
  redirect_status: string | null;
  message?: string | null;
  url?: string | null;
}

export interface LinkClick {
  href: string | null;
  pinId?: string;
  offsite: boolean;
  /** Meta or ctrl held. */
  modifier?: boolean;
}

export type SpamCheckEvent = ({ type: 'LINK_CLICK' } & LinkClick) | { type: 'OKAY' };

export interface SpamCheckContext {
  click: LinkClick | null;
  /** The modal's content while blocked. */
  blocked: { message: string; hostname: string } | null;
}

/** The hostname of a URL, or the text itself when it does not parse. */
export function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

const clickOf = (event: SpamCheckEvent): LinkClick => {
  const { type: _type, ...click } = event as Extract<SpamCheckEvent, { type: 'LINK_CLICK' }>;
  return click;
};
const replyOf = (event: unknown) => (event as { output: SpamCheckReply }).output;

export const spamCheckMachine = setup({
  types: {
    context: {} as SpamCheckContext,
    events: {} as SpamCheckEvent,
  },
  actors: {
    spamCheck: fromPromise<SpamCheckReply, { url: string; pinId?: string }>(() =>
      Promise.reject(new Error('spamCheckMachine: provide the spamCheck actor')),
    ),
  },
  actions: {
    /** Logs LINK_NAVIGATION_EMPTY_HREF (the param). */
    logEmptyHref: (_args, _name: typeof LINK_NAVIGATION_EMPTY_HREF) => {},
    navigate: (_args, _url: string) => {},
  },
  guards: {
    emptyHref: ({ event }) => event.type === 'LINK_CLICK' && isEmptyHref(event.href),
    leftToBrowser: ({ event }) => event.type === 'LINK_CLICK' && !event.offsite && Boolean(event.modifier),
    offsite: ({ event }) => event.type === 'LINK_CLICK' && event.offsite,
    blocked: ({ event }) => spamCheckVerdict(replyOf(event).redirect_status) === 'blocked',
    errorReply: ({ event }) => replyOf(event).redirect_status === 'error',
  },
}).createMachine({
  id: 'spamCheck',
  context: { click: null, blocked: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        LINK_CLICK: [
          { guard: 'emptyHref', actions: { type: 'logEmptyHref', params: LINK_NAVIGATION_EMPTY_HREF } },
          { guard: 'leftToBrowser' },
          { guard: 'offsite', target: 'checking', actions: assign({ click: ({ event }) => clickOf(event) }) },
          { actions: { type: 'navigate', params: ({ event }) => clickOf(event).href as string } },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'spamCheck',
        src: 'spamCheck',
        input: ({ context }) => {
          const click = context.click as LinkClick;
          return click.pinId
            ? { url: click.href as string, pinId: click.pinId }
            : { url: click.href as string };
        },
        onDone: [
          {
            guard: 'blocked',
            target: 'blocked',
            actions: assign({
              blocked: ({ context, event }) => ({
                message: event.output.message ?? '',
                hostname: hostnameOf(event.output.url || (context.click?.href as string)),
              }),
            }),
          },
          { guard: 'errorReply', target: 'idle', actions: assign({ click: null }) },
          {
            target: 'idle',
            actions: [
              { type: 'navigate', params: ({ context }) => context.click?.href as string },
              assign({ click: null }),
            ],
          },
        ],
        // §8 a spam check answered with an error: nothing is done
        onError: { target: 'idle', actions: assign({ click: null }) },
      },
    },
    blocked: {
      on: { OKAY: { target: 'idle', actions: assign({ click: null, blocked: null }) } },
    },
  },
});
