import { videoPlaybackMachine } from '@tessera/machines';
import { VIDEO_HLS_URL, VIDEO_MP4_URL } from '@tessera/mocks';
import { MEDIA_ERRORS, VIDEO_PLAYBACK_STATES } from '@tessera/model';
import { Box, durationText, VIDEO_LABELS, VideoPlayer } from '@tessera/ui';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { MachineChart } from '../machines/MachineChart.tsx';

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');

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
  parameters: {
    docs: {
      description: {
        component:
          'The video of a video Pin, in the Pin’s own shape: its main colour fills the frame until the first picture arrives, its length sits in the top start corner, and two small buttons at the bottom end play or pause it and turn its sound on or off. In the grid it may start by itself, silently, once it is on screen.',
      },
    },
    guidelines: {
      whenToUse:
        'For every video in a Pin, in the grid and on the Pin’s page, so the controls, the length badge, autoplay and errors look and behave the same everywhere. For a Pin with several images use the Carousel.',
      states: [
        `Loading: the Pin’s dominant colour (or the placeholder grey) fills the frame, the length badge (“${durationText(4000)}”) and the controls are already there.`,
        `Ready, then playing and paused: Play becomes Pause while it plays. Its playback goes through ${VIDEO_PLAYBACK_STATES.length} states (${quoted(VIDEO_PLAYBACK_STATES)}); the machine chart below shows them.`,
        'Autoplay (`autoplay`): it starts muted while at least half of it is on screen, and only one ordinary video plays at a time; promoted videos may play alongside. Pressing Play is always the person’s choice.',
        `Failed, when the video cannot be played (${quoted(Object.values(MEDIA_ERRORS))}): the reason shows over the video on a dark wash, and Play is disabled.`,
      ],
      do: [
        'Give it the Pin’s dominant colour and aspect ratio, so the grid does not jump when the video arrives.',
        'Name it after what it shows (the Pin’s title or alt text): that is what a screen reader says for the video.',
        'Show the length when it is known: people decide from it whether to watch.',
      ],
      dont: [
        'Don’t autoplay with sound: autoplay is always muted, and the person turns the sound on.',
        'Don’t add other controls on the bottom end corner, where Mute and Play sit.',
        'Don’t start several ordinary videos at once: leave autoplay to the coordinator.',
      ],
      accessibility: [
        `Two buttons, in this order: ${quoted([VIDEO_LABELS.mute])} / ${quoted([VIDEO_LABELS.unmute])}, then ${quoted([VIDEO_LABELS.play])} / ${quoted([VIDEO_LABELS.pause])}. Each is named by what it will do, and the name changes with the state.`,
        'Tab reaches both buttons; Enter or Space presses them. The video itself is not a tab stop.',
        'The video element is named by `accessibilityLabel`.',
        'An error is written as text over the video in a status region, not only shown as an icon.',
      ],
      related: [
        '[Badge](?path=/docs/ui-badge--docs): the length badge.',
        '[The video playback machine](?path=/story/machines-charts--video-playback) and [the autoplay machine](?path=/story/machines-charts--video-autoplay): their states, drawn.',
        '[IconButton](?path=/docs/ui-iconbutton--docs): the Play and Mute buttons.',
        '[Carousel](?path=/docs/ui-carousel--docs): a Pin of several images.',
        '[The video autoplay machine](?path=/story/machines-charts--video-autoplay): one ordinary video at a time.',
      ],
    } satisfies Guidelines,
  },
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
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});

/** The playback states, drawn from the video's machine (videoPlaybackMachine), fed by the video element. */
export const StateMachine = meta.story({
  render: () => (
    <MachineChart
      machine={videoPlaybackMachine}
      spec="What the video element reports moves the player between its playback states; an error stops it until a new load."
    />
  ),
  tags: ['no-screenshot'], // generated text, pictured nowhere (as on the Machines/Charts page)
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'videoPlayback' })).toBeVisible();
    await expect(canvas.getAllByText('failed')[0]).toBeVisible();
  },
});
