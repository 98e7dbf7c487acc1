import { playbackState, videoPlaybackMachine } from '@tessera/machines';
import { labels, type MEDIA_ERRORS } from '@tessera/model';
import { lightTheme } from '@tessera/tokens';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Badge, durationText } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useVideoAutoplay } from './VideoAutoplay.tsx';

/** Accessible names of the video controls (the model's labels: one home for every UI string). */
export const VIDEO_LABELS = {
  play: labels.play,
  pause: labels.pause,
  mute: labels.mute,
  unmute: labels.unmute,
} as const;

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export interface VideoSource {
  url: string;
  /** mp4 (V_720P) or hls (V_HLSV4). hls.js is loaded only for HLS where the browser lacks it. */
  type: 'mp4' | 'hls';
}

export interface PlaybackChange {
  /** §3 playback state 0–9. */
  code: number;
  name: string;
}

export interface MediaErrorInfo {
  /** §3 media error 1–4. */
  code: number;
  name: string;
}

export interface VideoPlayerProps {
  /** The pin's id: how the autoplay coordinator tells videos apart. */
  id: string;
  source: VideoSource;
  /** Names the video (e.g. the pin's title or alt text). */
  accessibilityLabel: string;
  poster?: string;
  /** The pin's dominantColor: shown until the poster and the first frame arrive. */
  dominantColor?: string;
  /** width / height of the video (default 9/16, a story pin). */
  aspectRatio?: number;
  /** The length shown in the duration badge. */
  durationMs?: number;
  /** A promoted video may autoplay while another video plays (unpromoted videos play one at a time). */
  promoted?: boolean;
  /** Muted autoplay while at least half of the video is on screen, through the autoplay coordinator. */
  autoplay?: boolean;
  onPlaybackStateChange?: (change: PlaybackChange) => void;
  onMediaError?: (error: MediaErrorInfo) => void;
}

const Frame = styled.div<{ $ratio: number; $color: string }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => $ratio};
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ $color }) => $color};
`;

const Video = styled.video`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Controls = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space[2]}px;
  inset-inline-end: ${({ theme }) => theme.space[2]}px;
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const ErrorNote = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  background: ${({ theme }) => theme.color.overlayWash};
  /* Over the video, whose colours do not follow the theme: white on the wash in both themes. */
  color: ${lightTheme.color.onSelected};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

/** The §3 media error code of an hls.js fatal error type. */
export function hlsErrorCode(type: string): keyof typeof MEDIA_ERRORS {
  if (type === 'networkError') return 2;
  if (type === 'mediaError') return 3;
  return 4;
}

/**
 * A video (§2 pin card media): MP4, or HLS (native where the browser plays it, else hls.js, loaded
 * on demand). The poster sits on the dominant colour; the §3 playback states 0–9 come from the
 * videoPlaybackMachine fed by the element's events, and media errors 1–4 show over the video and
 * reach onMediaError. Autoplay is muted and asks the VideoAutoplayProvider's machine first, so one
 * organic video plays at a time. Pressing Play is the person's choice and is not coordinated.
 */
export function VideoPlayer({
  id,
  source,
  accessibilityLabel,
  poster,
  dominantColor,
  aspectRatio = 9 / 16,
  durationMs,
  promoted = false,
  autoplay = false,
  onPlaybackStateChange,
  onMediaError,
}: VideoPlayerProps) {
  const theme = useTheme();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const coordinator = useVideoAutoplay();
  const playback = useActorRef(videoPlaybackMachine);
  const state = useSelector(playback, (s) => playbackState(s));
  const error = useSelector(playback, (s) => s.context.error);
  const [muted, setMuted] = useState(autoplay);
  const callbacks = useRef({ onPlaybackStateChange, onMediaError });
  callbacks.current = { onPlaybackStateChange, onMediaError };

  useEffect(() => {
    callbacks.current.onPlaybackStateChange?.(state);
  }, [state]);
  useEffect(() => {
    if (error) callbacks.current.onMediaError?.({ code: error.code, name: error.name });
  }, [error]);

  // The source: MP4 directly; HLS natively or through hls.js (a dynamic import, only here).
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    playback.send({ type: 'RESET' });
    // HLS: hls.js on Media Source Extensions where there are any (the hls.js way: its playback is
    // the same everywhere), else the browser's own HLS (iOS Safari), else error 4.
    const mse = typeof window !== 'undefined' && 'MediaSource' in window;
    if (source.type === 'mp4' || (!mse && video.canPlayType(HLS_MIME) !== '')) {
      video.src = source.url;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let cancelled = false;
    let destroy = () => {};
    import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        playback.send({ type: 'ERROR', code: 4 });
        return;
      }
      const hls = new Hls();
      destroy = () => hls.destroy();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) playback.send({ type: 'ERROR', code: hlsErrorCode(data.type) });
      });
      hls.loadSource(source.url);
      hls.attachMedia(video);
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [source.type, source.url, playback]);

  // The element's events drive the playback machine (§3 states) and tell the coordinator.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const events: [string, () => void][] = [
      ['loadstart', () => playback.send({ type: 'LOADSTART' })],
      ['loadedmetadata', () => playback.send({ type: 'LOADEDMETADATA' })],
      ['loadeddata', () => playback.send({ type: 'LOADEDDATA' })],
      ['playing', () => playback.send({ type: 'PLAYING' })],
      [
        'pause',
        () => {
          playback.send({ type: 'PAUSE' });
          coordinator?.send({ type: 'PAUSED', id, time: video.currentTime });
        },
      ],
      ['seeking', () => playback.send({ type: 'SEEKING' })],
      ['seeked', () => playback.send({ type: 'SEEKED', paused: video.paused })],
      ['waiting', () => playback.send({ type: 'WAITING' })],
      ['error', () => playback.send({ type: 'ERROR', code: video.error?.code ?? 4 })],
      [
        'ended',
        () => {
          playback.send({ type: 'ENDED' });
          coordinator?.send({ type: 'ENDED', id });
        },
      ],
    ];
    for (const [name, handler] of events) video.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) video.removeEventListener(name, handler);
    };
  }, [playback, coordinator, id]);

  // Muted autoplay while at least half visible: ask the coordinator; it answers `play` or `denied`.
  useEffect(() => {
    const video = videoRef.current;
    const frame = frameRef.current;
    if (!autoplay || !video || !frame || typeof IntersectionObserver === 'undefined') return;
    const start = () => {
      video.muted = true;
      video.play().catch(() => {});
    };
    const granted = coordinator?.on('play', (event) => {
      if (event.id === id) start();
    });
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          if (coordinator) coordinator.send({ type: 'PLAY_REQUEST', id, promoted });
          else start();
        } else if (!video.paused) {
          video.pause();
        }
      },
      // The document's own viewport as root: what "on screen" means inside the page (an iframe
      // laid out off-screen by its embedder still plays when its content is in its own view).
      { threshold: 0.5, root: frame.ownerDocument },
    );
    observer.observe(frame);
    return () => {
      observer.disconnect();
      granted?.unsubscribe();
    };
  }, [autoplay, coordinator, id, promoted]);

  const playing = state.name === 'playing' || state.name === 'stalling';
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => {});
    else video.pause();
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  return (
    <Frame
      ref={frameRef}
      $ratio={aspectRatio}
      $color={dominantColor ?? theme.color.placeholder}
      data-playback-state={state.name}
      data-playback-code={state.code}
      data-testid="video-player"
    >
      <Video
        ref={videoRef}
        aria-label={accessibilityLabel}
        poster={poster}
        muted={muted}
        playsInline
        preload="metadata"
        loop={false}
      />
      {durationMs !== undefined ? (
        <Badge text={durationText(durationMs)} icon="play" corner="top-start" />
      ) : null}
      {error ? (
        <ErrorNote role="status" data-testid="video-error" data-error-code={error.code}>
          <Icon name="alert" size={theme.font.size.md} />
          {error.name}
        </ErrorNote>
      ) : null}
      <Controls>
        <IconButton
          accessibilityLabel={muted ? VIDEO_LABELS.unmute : VIDEO_LABELS.mute}
          icon={muted ? 'volume-off' : 'volume-on'}
          size="sm"
          onPress={toggleMute}
        />
        <IconButton
          accessibilityLabel={playing ? VIDEO_LABELS.pause : VIDEO_LABELS.play}
          icon={playing ? 'pause' : 'play'}
          size="sm"
          disabled={error !== null}
          onPress={togglePlay}
        />
      </Controls>
    </Frame>
  );
}
