/**
 * Video playback states (SPEC §3): 0 default, 1 load start, 2 loaded metadata, 3 loaded data,
 * 4 playing, 5 paused, 6 seeking, 7 stalling, 8 failed, 9 ended — one machine state each, driven
 * by the media element's events. A media error (1 aborted, 2 network, 3 decode, 4 source not
 * supported) moves to `failed` and is kept in `context.error`; a failed video only leaves
 * `failed` with a new load (LOADSTART) or RESET. `playbackCode(snapshot)` gives the §3 number.
 */
import { MEDIA_ERRORS, VIDEO_PLAYBACK_STATE, type VideoPlaybackState } from '@tessera/model';
import { assign, type SnapshotFrom, setup } from 'xstate';

export type MediaErrorCode = keyof typeof MEDIA_ERRORS;

export interface VideoPlaybackContext {
  error: { code: MediaErrorCode; name: (typeof MEDIA_ERRORS)[MediaErrorCode] } | null;
}

/** The media element events (loadstart, loadedmetadata, ... ) and a RESET for a new source. */
export type VideoPlaybackEvent =
  | { type: 'LOADSTART' }
  | { type: 'LOADEDMETADATA' }
  | { type: 'LOADEDDATA' }
  | { type: 'PLAYING' }
  | { type: 'PAUSE' }
  | { type: 'SEEKING' }
  | { type: 'SEEKED'; paused: boolean }
  | { type: 'WAITING' }
  | { type: 'ERROR'; code: number }
  | { type: 'ENDED' }
  | { type: 'RESET' };

/** The machine state of each §3 playback state (index = code). */
export const PLAYBACK_STATE_NODES = [
  'default',
  'loadStart',
  'loadedMetadata',
  'loadedData',
  'playing',
  'paused',
  'seeking',
  'stalling',
  'failed',
  'ended',
] as const;

/** §3 a media error code, or null when the code is not 1 to 4. */
export function mediaError(code: number): VideoPlaybackContext['error'] {
  return code in MEDIA_ERRORS
    ? { code: code as MediaErrorCode, name: MEDIA_ERRORS[code as MediaErrorCode] }
    : null;
}

const ignored = {
  LOADEDMETADATA: {},
  LOADEDDATA: {},
  PLAYING: {},
  PAUSE: {},
  SEEKING: {},
  SEEKED: {},
  WAITING: {},
  ERROR: {},
  ENDED: {},
};

export const videoPlaybackMachine = setup({
  types: {
    context: {} as VideoPlaybackContext,
    events: {} as VideoPlaybackEvent,
  },
  guards: {
    seekedPaused: ({ event }) => event.type === 'SEEKED' && event.paused,
  },
}).createMachine({
  id: 'videoPlayback',
  context: { error: null },
  initial: 'default',
  on: {
    LOADSTART: { target: '.loadStart', actions: assign({ error: null }) },
    LOADEDMETADATA: '.loadedMetadata',
    LOADEDDATA: '.loadedData',
    PLAYING: '.playing',
    PAUSE: '.paused',
    SEEKING: '.seeking',
    SEEKED: [{ guard: 'seekedPaused', target: '.paused' }, { target: '.playing' }],
    WAITING: '.stalling',
    ERROR: {
      target: '.failed',
      // an unknown code fails without a named error (error stays null)
      actions: assign({ error: ({ event }) => mediaError(event.code) }),
    },
    ENDED: '.ended',
    RESET: { target: '.default', actions: assign({ error: null }) },
  },
  states: {
    default: {},
    loadStart: {},
    loadedMetadata: {},
    loadedData: {},
    playing: {},
    paused: {},
    seeking: {},
    stalling: {},
    failed: { on: ignored },
    ended: {},
  },
});

/** The §3 playback state (name and code) of a snapshot. */
export function playbackState(snapshot: SnapshotFrom<typeof videoPlaybackMachine>): {
  code: number;
  name: VideoPlaybackState;
} {
  const code = PLAYBACK_STATE_NODES.indexOf(snapshot.value as (typeof PLAYBACK_STATE_NODES)[number]);
  return { code, name: VIDEO_PLAYBACK_STATE.names[code] as VideoPlaybackState };
}
