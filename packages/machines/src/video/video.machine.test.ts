import { MEDIA_ERRORS, VIDEO_PLAYBACK_STATES } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { canAutoplay, type VideoAutoplayEmitted, videoAutoplayMachine } from './videoAutoplay.machine.ts';
import {
  mediaError,
  PLAYBACK_STATE_NODES,
  playbackState,
  videoPlaybackMachine,
} from './videoPlayback.machine.ts';

function autoplay() {
  const actor = createActor(videoAutoplayMachine).start();
  const answers: VideoAutoplayEmitted[] = [];
  actor.on('*', (e) => answers.push(e));
  return {
    actor,
    answers,
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
  };
}

describe('videoAutoplayMachine (§4 video autoplay)', () => {
  it('one organic video at a time; another organic is denied', () => {
    const a = autoplay();
    a.actor.send({ type: 'PLAY_REQUEST', id: 'v1', promoted: false });
    a.actor.send({ type: 'PLAY_REQUEST', id: 'v2', promoted: false });
    expect(a.answers).toEqual([
      { type: 'play', id: 'v1' },
      { type: 'denied', id: 'v2' },
    ]);
    expect(a.value()).toBe('organicPlaying');
    expect(a.context().current).toBe('v1');
  });

  it('promoted videos may start while an organic one plays, and overlap', () => {
    const a = autoplay();
    a.actor.send({ type: 'PLAY_REQUEST', id: 'v1', promoted: false });
    a.actor.send({ type: 'PLAY_REQUEST', id: 'ad1', promoted: true });
    a.actor.send({ type: 'PLAY_REQUEST', id: 'ad2', promoted: true });
    a.actor.send({ type: 'PLAY_REQUEST', id: 'ad2', promoted: true });
    expect(a.answers.map((e) => e.type)).toEqual(['play', 'play', 'play', 'play']);
    expect(a.context().promoted).toEqual(['ad1', 'ad2']);
    expect(a.context().current).toBe('v1');
  });

  it('pausing records the time and clears the current organic video', () => {
    const a = autoplay();
    a.actor.send({ type: 'PLAY_REQUEST', id: 'v1', promoted: false });
    a.actor.send({ type: 'PAUSED', id: 'v1', time: 12.5 });
    expect(a.context()).toEqual({ current: null, promoted: [], pausedAt: { v1: 12.5 } });
    expect(a.value()).toBe('idle');
    a.actor.send({ type: 'PLAY_REQUEST', id: 'v2', promoted: false });
    expect(a.answers.at(-1)).toEqual({ type: 'play', id: 'v2' });
  });

  it('pausing another video keeps the current one', () => {
    const a = autoplay();
    a.actor.send({ type: 'PLAY_REQUEST', id: 'v1', promoted: false });
    a.actor.send({ type: 'PLAY_REQUEST', id: 'ad', promoted: true });
    a.actor.send({ type: 'PAUSED', id: 'ad', time: 3 });
    expect(a.context()).toEqual({ current: 'v1', promoted: [], pausedAt: { ad: 3 } });
    expect(a.value()).toBe('organicPlaying');
  });

  it('an ended organic video frees the slot', () => {
    const a = autoplay();
    a.actor.send({ type: 'PLAY_REQUEST', id: 'v1', promoted: false });
    a.actor.send({ type: 'ENDED', id: 'other' });
    expect(a.value()).toBe('organicPlaying');
    a.actor.send({ type: 'ENDED', id: 'v1' });
    expect(a.value()).toBe('idle');
  });

  it('canAutoplay: the current organic video may resume itself', () => {
    expect(canAutoplay({ current: 'v1' }, { id: 'v1', promoted: false })).toBe(true);
    expect(canAutoplay({ current: 'v1' }, { id: 'v2', promoted: false })).toBe(false);
    expect(canAutoplay({ current: 'v1' }, { id: 'v2', promoted: true })).toBe(true);
  });
});

describe('videoPlaybackMachine (§3 playback states 0–9, media errors 1–4)', () => {
  const play = () => createActor(videoPlaybackMachine).start();

  it('has one state per §3 playback state, in code order', () => {
    expect(PLAYBACK_STATE_NODES).toHaveLength(VIDEO_PLAYBACK_STATES.length);
    const a = play();
    expect(playbackState(a.getSnapshot())).toEqual({ code: 0, name: 'default' });
    const steps = [
      ['LOADSTART', 1, 'load start'],
      ['LOADEDMETADATA', 2, 'loaded metadata'],
      ['LOADEDDATA', 3, 'loaded data'],
      ['PLAYING', 4, 'playing'],
      ['PAUSE', 5, 'paused'],
      ['SEEKING', 6, 'seeking'],
      ['WAITING', 7, 'stalling'],
      ['ENDED', 9, 'ended'],
    ] as const;
    for (const [type, code, name] of steps) {
      a.send({ type });
      expect(playbackState(a.getSnapshot())).toEqual({ code, name });
    }
    a.send({ type: 'ERROR', code: 3 });
    expect(playbackState(a.getSnapshot())).toEqual({ code: 8, name: 'failed' });
  });

  it('after seeking, goes back to paused or playing', () => {
    const a = play();
    a.send({ type: 'SEEKING' });
    a.send({ type: 'SEEKED', paused: true });
    expect(a.getSnapshot().value).toBe('paused');
    a.send({ type: 'SEEKING' });
    a.send({ type: 'SEEKED', paused: false });
    expect(a.getSnapshot().value).toBe('playing');
  });

  it('records media errors 1–4 by name; failed ignores everything but a new load', () => {
    expect(MEDIA_ERRORS).toEqual({ 1: 'aborted', 2: 'network', 3: 'decode', 4: 'source not supported' });
    for (const code of [1, 2, 3, 4] as const) {
      const a = play();
      a.send({ type: 'PLAYING' });
      a.send({ type: 'ERROR', code });
      expect(a.getSnapshot().context.error).toEqual({ code, name: MEDIA_ERRORS[code] });
      a.send({ type: 'PLAYING' });
      expect(a.getSnapshot().value).toBe('failed');
      a.send({ type: 'LOADSTART' });
      expect(a.getSnapshot().value).toBe('loadStart');
      expect(a.getSnapshot().context.error).toBeNull();
    }
    expect(mediaError(5)).toBeNull();
    expect(mediaError(0)).toBeNull();
  });

  it('RESET returns to default', () => {
    const a = play();
    a.send({ type: 'ERROR', code: 9 });
    expect(a.getSnapshot().context.error).toBeNull();
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('default');
  });
});
