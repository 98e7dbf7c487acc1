import { VIDEO_HLS_URL, VIDEO_MP4_URL } from '@tessera/mocks';
import { MEDIA_ERRORS } from '@tessera/model';
import { Box, VIDEO_LABELS, VideoPlayer } from '@tessera/ui';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/VideoPlayer',
  component: VideoPlayer,
  args: {
    id: 'pin-1',
    source: { url: VIDEO_MP4_URL, type: 'mp4' as const },
    accessibilityLabel: 'Frosting a chocolate cake',
    dominantColor: '#6b4f3a',
    aspectRatio: 16 / 9,
    durationMs: 4000,
    onPlaybackStateChange: fn(),
    onMediaError: fn(),
  },
  render: (args) => (
    <Box width={320}>
      <VideoPlayer {...args} />
    </Box>
  ),
});

const player = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="video-player"]') as HTMLElement;

/** Before playing: the dominant colour under the first frame, the duration badge, Play and Unmute. */
export const Ready = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-playback-code', '3'), {
      timeout: 5000,
    });
    await expect(canvas.getByText('0:04')).toBeVisible();
    await expect(canvas.getByRole('button', { name: VIDEO_LABELS.play })).toBeEnabled();
  },
});

/**
 * Keyboard only: Tab to Mute and press it, Tab to Play, Enter plays (state 4), Enter again pauses
 * (state 5). (Muted first: the test browser's autoplay policy does not count scripted key presses
 * as a user gesture, so only muted playback may start.)
 */
export const KeyboardPlayPause = meta.story({
  tags: ['no-screenshot'], // a playing video has no stable frame
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-playback-code', '3'), {
      timeout: 5000,
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: VIDEO_LABELS.mute })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: VIDEO_LABELS.unmute })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: VIDEO_LABELS.play })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-playback-code', '4'), {
      timeout: 5000,
    });
    await expect(args.onPlaybackStateChange).toHaveBeenCalledWith({ code: 4, name: 'playing' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-playback-code', '5'));
  },
});

/** HLS: Chromium has no native HLS, so hls.js is loaded on demand and plays the playlist. */
export const Hls = meta.story({
  args: { source: { url: VIDEO_HLS_URL, type: 'hls' as const } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(player(canvasElement)).toHaveAttribute('data-playback-code', '3'), {
      timeout: 8000,
    });
  },
});

/** A source that does not exist: media error 4 (source not supported) shows over the video. */
export const MediaError = meta.story({
  args: { source: { url: '/media/video/missing.mp4', type: 'mp4' as const } },
  play: async ({ canvas, args }) => {
    const note = await canvas.findByTestId('video-error', {}, { timeout: 20_000 });
    await expect(note).toHaveTextContent(MEDIA_ERRORS[4]);
    await expect(args.onMediaError).toHaveBeenCalledWith({ code: 4, name: MEDIA_ERRORS[4] });
    await expect(canvas.getByRole('button', { name: VIDEO_LABELS.play })).toBeDisabled();
  },
});

// Autoplay coordination (one organic video at a time, promoted alongside) is tested in
// packages/ui/src/VideoPlayer/VideoPlayer.dom.test.tsx with a controlled IntersectionObserver:
// two autoplaying videos in Chromium proved timing-dependent when the whole suite runs in parallel.

/** MediaError in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...MediaError.input,
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
