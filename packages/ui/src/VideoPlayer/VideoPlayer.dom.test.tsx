import { MEDIA_ERRORS } from '@tessera/model';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { VideoAutoplayProvider } from './VideoAutoplay.tsx';
import {
  hlsErrorCode,
  type MediaErrorInfo,
  type PlaybackChange,
  VIDEO_LABELS,
  VideoPlayer,
} from './VideoPlayer.tsx';

describe('VideoPlayer', () => {
  it('maps hls.js fatal errors to the §3 media errors', () => {
    expect(hlsErrorCode('networkError')).toBe(2);
    expect(hlsErrorCode('mediaError')).toBe(3);
    expect(hlsErrorCode('otherError')).toBe(4);
  });

  it('follows the element events through the §3 playback states and surfaces a media error', () => {
    const onPlaybackStateChange = vi.fn<(change: PlaybackChange) => void>();
    const onMediaError = vi.fn<(error: MediaErrorInfo) => void>();
    themed(
      <VideoPlayer
        id="pin-1"
        source={{ url: '/media/video/clip.mp4', type: 'mp4' }}
        accessibilityLabel="Frosting a cake"
        dominantColor="#6b4f3a"
        durationMs={15_000}
        onPlaybackStateChange={onPlaybackStateChange}
        onMediaError={onMediaError}
      />,
    );
    const frame = screen.getByTestId('video-player');
    const video = frame.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('aria-label', 'Frosting a cake');
    expect(video.getAttribute('src')).toBe('/media/video/clip.mp4');
    expect(screen.getByText('0:15')).toBeInTheDocument();
    expect(frame).toHaveAttribute('data-playback-code', '0');
    for (const [event, code] of [
      ['loadstart', '1'],
      ['loadedmetadata', '2'],
      ['loadeddata', '3'],
      ['playing', '4'],
      ['pause', '5'],
      ['waiting', '7'],
      ['ended', '9'],
    ] as const) {
      act(() => fireEvent(video, new Event(event)));
      expect(frame).toHaveAttribute('data-playback-code', code);
    }
    expect(onPlaybackStateChange).toHaveBeenCalledWith({ code: 4, name: 'playing' });
    act(() => fireEvent(video, new Event('error')));
    expect(frame).toHaveAttribute('data-playback-code', '8');
    expect(screen.getByTestId('video-error')).toHaveTextContent(MEDIA_ERRORS[4]);
    expect(onMediaError).toHaveBeenCalledWith({ code: 4, name: MEDIA_ERRORS[4] });
    expect(screen.getByRole('button', { name: VIDEO_LABELS.play })).toBeDisabled();
  });
});

describe('VideoPlayer autoplay (§4 one organic video at a time)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays the first organic video muted, denies the second, and lets a promoted one play', () => {
    const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    const source = { url: '/media/video/clip.mp4', type: 'mp4' as const };
    themed(
      <VideoAutoplayProvider>
        <VideoPlayer id="first" source={source} accessibilityLabel="First" autoplay />
        <VideoPlayer id="second" source={source} accessibilityLabel="Second" autoplay />
        <VideoPlayer id="ad" source={source} accessibilityLabel="Ad" autoplay promoted />
      </VideoAutoplayProvider>,
    );
    const [first, second, ad] = screen.getAllByTestId('video-player');
    act(() => {
      for (const callback of observed) callback([{ isIntersecting: true }]);
    });
    expect(first).toHaveAttribute('data-playback-code', '4');
    expect(second).toHaveAttribute('data-playback-code', '0');
    expect(ad).toHaveAttribute('data-playback-code', '4');
    expect(play).toHaveBeenCalledTimes(2);
    expect(first?.querySelector('video')?.muted).toBe(true);
  });
});
