/**
 * One page per machine of @tessera/machines, drawn from the machine definition itself
 * (MachineChart), so it cannot drift from the code. The play functions check the spec numbers the
 * charts read from the machines' delays. Tagged no-screenshot: the pages are generated text whose
 * content the play functions and the machines' own tests already pin.
 */
import {
  boardActionsMachine,
  carouselMachine,
  clickthroughMachine,
  darkModeMachine,
  experienceMachine,
  followMachine,
  hoverVisibilityMachine,
  impressionPauseMachine,
  impressionTrackingMachine,
  inviteLandingMachine,
  loggedOutSavesMachine,
  mobileModalMachine,
  resourceFetchMachine,
  rightClickMachine,
  saveButtonMachine,
  saveFlowMachine,
  spamCheckMachine,
  toastMachine,
  toastQueueMachine,
  uploadMachine,
  userBlockMachine,
  videoAutoplayMachine,
  videoPlaybackMachine,
} from '@tessera/machines';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { MachineChart } from './MachineChart.tsx';

const meta = preview.meta({
  title: 'Machines/Charts',
  component: MachineChart,
  tags: ['no-screenshot'],
  parameters: { layout: 'padded' },
});

type Canvas = {
  getByRole: (role: string, options: { name: string | RegExp }) => HTMLElement;
  getAllByText: (text: string | RegExp) => HTMLElement[];
};

/** The chart shows the machine's title and each given text (spec numbers, states, events). */
const shows =
  (id: string, ...texts: Array<string | RegExp>) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('heading', { name: id })).toBeVisible();
    for (const text of texts) await expect(canvas.getAllByText(text)[0]).toBeVisible();
  };

export const ResourceFetch = meta.story({
  render: () => <MachineChart machine={resourceFetchMachine} spec={'§4 resource fetch'} />,
  play: shows('resourceFetch', 'fetchMoreComplete', 'fetchError', /FETCH_MORE/),
});
export const ImpressionTracking = meta.story({
  render: () => (
    <MachineChart
      machine={impressionTrackingMachine}
      spec={'§4 impression tracking; §9 thresholds and 143 px cutoffs'}
    />
  ),
  play: shows('impressionTracking', 'offscreen', 'onscreen', 'paused', 'removed'),
});
export const ImpressionPause = meta.story({
  render: () => (
    <MachineChart machine={impressionPauseMachine} spec={'§4 global pause while modals are open'} />
  ),
  play: shows('impressionPause', 'running', 'paused'),
});
export const Carousel = meta.story({
  render: () => (
    <MachineChart machine={carouselMachine} spec={'§4 carousel; §9 carousel index 4000, swipe 500'} />
  ),
  play: shows('carousel', /after CAROUSEL_INDEX_MS \(4000 ms\)/, 'indexShown'),
});
export const MobileModal = meta.story({
  render: () => (
    <MachineChart
      machine={mobileModalMachine}
      spec={'§4 mobile modal; §9 slide-up 225 ms with 500 ms delay'}
    />
  ),
  play: shows('mobileModal', /MOBILE_SLIDE_UP_DELAY_MS \(500 ms\)/, /MOBILE_SLIDE_UP_MS \(225 ms\)/),
});
export const VideoAutoplay = meta.story({
  render: () => <MachineChart machine={videoAutoplayMachine} spec={'§4 video autoplay'} />,
  play: shows('videoAutoplay', 'organicPlaying'),
});
export const VideoPlayback = meta.story({
  render: () => (
    <MachineChart machine={videoPlaybackMachine} spec={'§3 video playback states 0–9, media errors 1–4'} />
  ),
  play: shows('videoPlayback', 'loadedMetadata', 'stalling', 'failed', 'ended'),
});
export const HoverVisibility = meta.story({
  render: () => <MachineChart machine={hoverVisibilityMachine} spec={'§4 hover visibility; §9 hover 120'} />,
  play: shows('hoverVisibility', /HOVER_INACTIVE_MS \(120 ms\)/, /activationDelay \(from the context\)/),
});
export const SaveFlow = meta.story({
  render: () => (
    <MachineChart
      machine={saveFlowMachine}
      spec={'§4 save flow; §8 save and delete texts; §9 quick-save toast delay 2500'}
    />
  ),
  play: shows('saveFlow', /QUICK_SAVE_TOAST_DELAY_MS \(2500 ms\)/, 'quickSaveConfirming'),
});
export const SaveButton = meta.story({
  render: () => (
    <MachineChart
      machine={saveButtonMachine}
      spec={'§4 save button variants, the newly-saved badge, the one-tap "Saved!"; §9 saved confirmation 950'}
    />
  ),
  play: shows('saveButton', 'idle', 'newly', 'confirming', 'settled', /SAVED_CONFIRMATION_MS \(950 ms\)/),
});
export const Toast = meta.story({
  render: () => (
    <MachineChart
      machine={toastMachine}
      spec={'§4 toast; §9 show delay 100, default 2000, hide animation 200'}
    />
  ),
  play: shows(
    'toast',
    /TOAST_SHOW_DELAY_MS \(100 ms\)/,
    /TOAST_HIDE_ANIMATION_MS \(200 ms\)/,
    /TOAST_CHECK_DELAY_MS \(700 ms\)/,
  ),
});
export const ToastQueue = meta.story({
  render: () => <MachineChart machine={toastQueueMachine} spec={'§4 toasts on screen'} />,
  play: shows('toastQueue', /ADD/, /DISMISS/),
});
export const LoggedOutSaves = meta.story({
  render: () => (
    <MachineChart machine={loggedOutSavesMachine} spec={'§1, §4, §5 logged-out saves (at most 2)'} />
  ),
  play: shows('loggedOutSaves', 'merging', 'loggedIn'),
});
export const Clickthrough = meta.story({
  render: () => <MachineChart machine={clickthroughMachine} spec={'§4 clickthrough'} />,
  play: shows('clickthrough', 'qualityChecking', /openInterstitial/),
});
export const RightClick = meta.story({
  render: () => <MachineChart machine={rightClickMachine} spec={'§4 right-click'} />,
  play: shows('rightClick', 'pending', /VISIBILITY_CHANGE/),
});
export const SpamCheck = meta.story({
  render: () => (
    <MachineChart machine={spamCheckMachine} spec={'§4 offsite spam check; §8 spam blocked modal'} />
  ),
  play: shows('spamCheck', 'checking', 'blocked'),
});
export const Experience = meta.story({
  render: () => <MachineChart machine={experienceMachine} spec={'§4 experience status'} />,
  play: shows('experience', 'completedWithoutHomefeed', 'dismissed'),
});
export const DarkMode = meta.story({
  render: () => (
    <MachineChart machine={darkModeMachine} spec={'§4 dark mode: set then reload, cleared likewise'} />
  ),
  play: shows('darkMode', 'reloading'),
});
export const InviteLanding = meta.story({
  render: () => (
    <MachineChart machine={inviteLandingMachine} spec={'§4 invite landing; §8 invite failure clears state'} />
  ),
  play: shows('inviteLanding', 'popover'),
});
export const Upload = meta.story({
  render: () => (
    <MachineChart machine={uploadMachine} spec={'§4 upload; §5 HTTP 200–399; §9 upload poll 5000'} />
  ),
  play: shows('upload', /UPLOAD_POLL_MS \(5000 ms\)/, 'succeeded'),
});
export const BoardActions = meta.story({
  render: () => <MachineChart machine={boardActionsMachine} spec={'§4 board actions'} />,
  play: shows('boardActions', 'removingCollaborator', 'deleted'),
});
export const UserBlock = meta.story({
  render: () => (
    <MachineChart
      machine={userBlockMachine}
      spec={'§4 user block and unblock through the block intent (optimistic, rolled back); §8 failure'}
    />
  ),
  play: shows('userBlock', 'idle', 'changing'),
});
export const Follow = meta.story({
  render: () => (
    <MachineChart
      machine={followMachine}
      spec={'§4 follow and unfollow through the follow intent; §8 unfollow messages'}
    />
  ),
  play: shows('follow', 'idle', 'changing'),
});
