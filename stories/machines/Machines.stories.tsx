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
import type { AnyStateMachine } from 'xstate';
import preview from '../../.storybook/preview.tsx';
import { MachineChart } from './MachineChart.tsx';
import { statePaths } from './MachineDiagram.tsx';

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

/**
 * The chart shows the machine's title and each given text (spec numbers, states, events), and its
 * diagram draws every state of the machine (issue 31: each machine page lists every state).
 */
const shows =
  (machine: AnyStateMachine, ...texts: Array<string | RegExp>) =>
  async ({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) => {
    await expect(canvas.getByRole('heading', { name: machine.root.id })).toBeVisible();
    for (const text of texts) await expect(canvas.getAllByText(text)[0]).toBeVisible();
    for (const path of statePaths(machine))
      await expect(canvasElement.querySelector(`[data-state="${path}"]`), path).toBeVisible();
  };

export const ResourceFetch = meta.story({
  render: () => <MachineChart machine={resourceFetchMachine} spec={'§4 resource fetch'} />,
  play: shows(resourceFetchMachine, 'fetchMoreComplete', 'fetchError', /FETCH_MORE/),
});
export const ImpressionTracking = meta.story({
  render: () => (
    <MachineChart
      machine={impressionTrackingMachine}
      spec={'§4 impression tracking; §9 thresholds and 143 px cutoffs'}
    />
  ),
  play: shows(impressionTrackingMachine, 'offscreen', 'onscreen', 'paused', 'removed'),
});
export const ImpressionPause = meta.story({
  render: () => (
    <MachineChart machine={impressionPauseMachine} spec={'§4 global pause while modals are open'} />
  ),
  play: shows(impressionPauseMachine, 'running', 'paused'),
});
export const Carousel = meta.story({
  render: () => (
    <MachineChart machine={carouselMachine} spec={'§4 carousel; §9 carousel index 4000, swipe 500'} />
  ),
  play: shows(carouselMachine, /after CAROUSEL_INDEX_MS \(4000 ms\)/, 'indexShown'),
});
export const MobileModal = meta.story({
  render: () => (
    <MachineChart
      machine={mobileModalMachine}
      spec={'§4 mobile modal; §9 slide-up 225 ms with 500 ms delay'}
    />
  ),
  play: shows(mobileModalMachine, /MOBILE_SLIDE_UP_DELAY_MS \(500 ms\)/, /MOBILE_SLIDE_UP_MS \(225 ms\)/),
});
export const VideoAutoplay = meta.story({
  render: () => <MachineChart machine={videoAutoplayMachine} spec={'§4 video autoplay'} />,
  play: shows(videoAutoplayMachine, 'organicPlaying'),
});
export const VideoPlayback = meta.story({
  render: () => (
    <MachineChart machine={videoPlaybackMachine} spec={'§3 video playback states 0–9, media errors 1–4'} />
  ),
  play: shows(videoPlaybackMachine, 'loadedMetadata', 'stalling', 'failed', 'ended'),
});
export const HoverVisibility = meta.story({
  render: () => <MachineChart machine={hoverVisibilityMachine} spec={'§4 hover visibility; §9 hover 120'} />,
  play: shows(hoverVisibilityMachine, /HOVER_INACTIVE_MS \(120 ms\)/, /activationDelay \(from the context\)/),
});
export const SaveFlow = meta.story({
  render: () => (
    <MachineChart
      machine={saveFlowMachine}
      spec={'§4 save flow; §8 save and delete texts; §9 quick-save toast delay 2500'}
    />
  ),
  play: shows(saveFlowMachine, /QUICK_SAVE_TOAST_DELAY_MS \(2500 ms\)/, 'quickSaveConfirming'),
});
export const SaveButton = meta.story({
  render: () => (
    <MachineChart
      machine={saveButtonMachine}
      spec={'§4 save button variants, the newly-saved badge, the one-tap "Saved!"; §9 saved confirmation 950'}
    />
  ),
  play: shows(
    saveButtonMachine,
    'idle',
    'newly',
    'confirming',
    'settled',
    /SAVED_CONFIRMATION_MS \(950 ms\)/,
  ),
});
export const Toast = meta.story({
  render: () => (
    <MachineChart
      machine={toastMachine}
      spec={'§4 toast; §9 show delay 100, default 2000, hide animation 200'}
    />
  ),
  play: shows(
    toastMachine,
    /TOAST_SHOW_DELAY_MS \(100 ms\)/,
    /TOAST_HIDE_ANIMATION_MS \(200 ms\)/,
    /TOAST_CHECK_DELAY_MS \(700 ms\)/,
  ),
});
export const ToastQueue = meta.story({
  render: () => <MachineChart machine={toastQueueMachine} spec={'§4 toasts on screen'} />,
  play: shows(toastQueueMachine, /ADD/, /DISMISS/),
});
export const LoggedOutSaves = meta.story({
  render: () => (
    <MachineChart machine={loggedOutSavesMachine} spec={'§1, §4, §5 logged-out saves (at most 2)'} />
  ),
  play: shows(loggedOutSavesMachine, 'merging', 'loggedIn'),
});
export const Clickthrough = meta.story({
  render: () => <MachineChart machine={clickthroughMachine} spec={'§4 clickthrough'} />,
  play: shows(clickthroughMachine, 'qualityChecking', /openInterstitial/),
});
export const RightClick = meta.story({
  render: () => <MachineChart machine={rightClickMachine} spec={'§4 right-click'} />,
  play: shows(rightClickMachine, 'pending', /VISIBILITY_CHANGE/),
});
export const SpamCheck = meta.story({
  render: () => (
    <MachineChart machine={spamCheckMachine} spec={'§4 offsite spam check; §8 spam blocked modal'} />
  ),
  play: shows(spamCheckMachine, 'checking', 'blocked'),
});
export const Experience = meta.story({
  render: () => <MachineChart machine={experienceMachine} spec={'§4 experience status'} />,
  play: shows(experienceMachine, 'completedWithoutHomefeed', 'dismissed'),
});
export const DarkMode = meta.story({
  render: () => (
    <MachineChart machine={darkModeMachine} spec={'§4 dark mode: set then reload, cleared likewise'} />
  ),
  play: shows(darkModeMachine, 'reloading'),
});
export const InviteLanding = meta.story({
  render: () => (
    <MachineChart machine={inviteLandingMachine} spec={'§4 invite landing; §8 invite failure clears state'} />
  ),
  play: shows(inviteLandingMachine, 'popover'),
});
export const Upload = meta.story({
  render: () => (
    <MachineChart machine={uploadMachine} spec={'§4 upload; §5 HTTP 200–399; §9 upload poll 5000'} />
  ),
  play: shows(uploadMachine, /UPLOAD_POLL_MS \(5000 ms\)/, 'succeeded'),
});
export const BoardActions = meta.story({
  render: () => <MachineChart machine={boardActionsMachine} spec={'§4 board actions'} />,
  play: shows(boardActionsMachine, 'removingCollaborator', 'deleted'),
});
export const UserBlock = meta.story({
  render: () => (
    <MachineChart
      machine={userBlockMachine}
      spec={'§4 user block and unblock through the block intent (optimistic, rolled back); §8 failure'}
    />
  ),
  play: shows(userBlockMachine, 'idle', 'changing'),
});
export const Follow = meta.story({
  render: () => (
    <MachineChart
      machine={followMachine}
      spec={'§4 follow and unfollow through the follow intent; §8 unfollow messages'}
    />
  ),
  play: shows(followMachine, 'idle', 'changing'),
});
