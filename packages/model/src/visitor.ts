/**
 * Visitors and their stored state (SPEC §1, §3 session items, §4, §5, §6, §9): visitor type, save
 * behaviour, windows, logged-out saves, the unauth user state, revisitation, history lists and
 * logging buckets. Times are epoch milliseconds passed in by the caller (no clock here).
 */
import * as z from 'zod/mini';
import './zodMessages.ts';
import { INVITE_CHANNELS_WITHOUT_POPOVER, SAVE_BEHAVIOR, type VisitorType } from './codes.ts';

export const DAY_MS = 86_400_000;

// ---------------------------------------------------------------- visitors

/** §1/§6 visitor type: a bot is a bot whether or not it is signed in. */
export function visitorType({
  isAuthenticated,
  isBot,
}: {
  isAuthenticated: boolean;
  isBot: boolean;
}): VisitorType {
  if (isBot) return 'bot';
  return isAuthenticated ? 'authenticated' : 'unauthenticated';
}

/**
 * §1/§6 a bot: a user agent that looks like a crawler (the spec names no list; ours: bot, crawler,
 * spider, slurp, bingpreview, facebookexternalhit). The site and the mock server both decide by it.
 */
export const BOT_USER_AGENT = /bot|crawler|spider|slurp|bingpreview|facebookexternalhit/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}

/** §1/§6 bots get no placement experiences. */
export function getsPlacements(visitor: VisitorType): boolean {
  return visitor !== 'bot';
}

export const QUICK_SAVE_MAX_BOARDS_EXCLUSIVE = 5; // §6/§9 quick-save applies with fewer than 5 boards

/** §6 quick-save applies to a user with fewer than 5 boards. */
export function quickSaveApplies(user: { boardCount?: number | null }): boolean {
  return (user.boardCount ?? 0) < QUICK_SAVE_MAX_BOARDS_EXCLUSIVE;
}

/** §6 secret boards exist when secretBoardCount is above 0. */
export function hasSecretBoards(user: { secretBoardCount?: number | null }): boolean {
  return (user.secretBoardCount ?? 0) > 0;
}

export type SaveBehaviour = 'saveToProfile' | 'showBoardPicker';

/**
 * §3/§6 what Save does: the profile_saves_for_all experiment saves to the profile; else save_behavior
 * 0 saves to the profile and 1 shows the board picker. Our choice: no save_behavior shows the picker.
 */
export function saveBehaviour(
  user: { save_behavior?: number | null },
  { profileSavesForAll = false }: { profileSavesForAll?: boolean } = {},
): SaveBehaviour {
  if (profileSavesForAll || user.save_behavior === SAVE_BEHAVIOR.saveToProfile) return 'saveToProfile';
  return 'showBoardPicker';
}

/** §6 own-profile viewers with a quicksave board get boardless pins. */
export function getsBoardlessPins({
  ownProfile,
  user,
}: {
  ownProfile: boolean;
  user: { has_quicksave_board?: boolean };
}): boolean {
  return ownProfile && Boolean(user.has_quicksave_board);
}

// ---------------------------------------------------------------- windows

export const RECENT_WINDOW_DAYS = 28; // §5/§9 28-day window; resurrection and recent windows 28 days

/** A date as epoch ms: a number as is, a string parsed; NaN for anything else or an unparsable string. */
function toMs(date: string | number | null | undefined): number {
  if (typeof date === 'number') return date;
  if (typeof date === 'string' && date !== '') return Date.parse(date);
  return Number.NaN;
}

/** §5 28-day window: true only when `date` is set and `now` is before date plus 28 days. */
export function isWithinWindow(
  date: string | number | null | undefined,
  now: number,
  days: number = RECENT_WINDOW_DAYS,
): boolean {
  const start = toMs(date);
  return Number.isFinite(start) && now < start + days * DAY_MS;
}

/** §3/§9 a resurrected user: resurrection_dt set and within the 28-day window. */
export function isResurrected(
  info: { resurrection_dt?: string | null } | null | undefined,
  now: number,
): boolean {
  return isWithinWindow(info?.resurrection_dt, now);
}

export const APP_UPSELL_INTERVAL_FACTOR = 14; // §9 app-upsell interval default 14 times the base
/** Our choice: the base of the app-upsell interval is one day (the spec does not show it). */
export const APP_UPSELL_INTERVAL_BASE_MS = DAY_MS;
export const APP_UPSELL_INTERVAL_MS = APP_UPSELL_INTERVAL_FACTOR * APP_UPSELL_INTERVAL_BASE_MS;

/**
 * §5 app-upsell gate: no prior upsell, or the first one is older than the interval; and not yet
 * shown this session. (The account-age gate's threshold is not shown; callers add it.)
 */
export function appUpsellAllowed({
  firstUpsellAt,
  now,
  shownThisSession,
  intervalMs = APP_UPSELL_INTERVAL_MS,
}: {
  firstUpsellAt: number | null | undefined;
  now: number;
  shownThisSession: boolean;
  intervalMs?: number;
}): boolean {
  if (shownThisSession) return false;
  return firstUpsellAt == null || now - firstUpsellAt > intervalMs;
}

// ---------------------------------------------------------------- §3 session / local logged-out state

const ts = z.number();

/** §3 completed search. */
export const CompletedSearchSchema = z.object({
  query: z.string(),
  rs: z.optional(z.string()),
  scope: z.optional(z.string()),
  rg: z.optional(z.string()),
  ts,
});
export type CompletedSearch = z.infer<typeof CompletedSearchSchema>;
/** §3 closeup pin. */
export const CloseupPinSchema = z.object({ pinId: z.string(), ts });
export type CloseupPin = z.infer<typeof CloseupPinSchema>;
/** §3 clickthrough pin. */
export const ClickthroughPinSchema = z.object({
  pinId: z.string(),
  link: z.optional(z.string()),
  imageSignature: z.optional(z.string()),
  domain: z.optional(z.string()),
  ts,
});
export type ClickthroughPin = z.infer<typeof ClickthroughPinSchema>;
/** §3 downloaded pin count. */
export const DownloadedPinCountSchema = z.object({ count: z.number().check(z.int(), z.nonnegative()), ts });
/** §3 saved pins of a logged-out visitor. */
export const UnauthSavedPinSchema = z.object({
  hasSavedUnauthPin: z.boolean(),
  unauthSavePinId: z.string(),
  ts,
});
export type UnauthSavedPin = z.infer<typeof UnauthSavedPinSchema>;
/** §3 redeemed invite code. */
export const RedeemedInviteCodeSchema = z.object({ code: z.string(), ts });
/** §3 revisitation: count, time, ts. */
export const RevisitationSchema = z.object({ count: z.number(), time: z.number(), ts });
export type Revisitation = z.infer<typeof RevisitationSchema>;

// ---------------------------------------------------------------- logged-out saves

export const LOGGED_OUT_SAVES_MAX = 2; // §1/§5/§9 logged-out visitors save at most 2 pins
/** The stored list of a logged-out visitor's saves: at most LOGGED_OUT_SAVES_MAX of §3's saved pins. */
export const UnauthSavedPinsSchema = z.array(UnauthSavedPinSchema).check(z.maxLength(LOGGED_OUT_SAVES_MAX));

/**
 * §4 logged-out saves: at most 2; saving an already saved pin replaces it (it becomes the newest);
 * a third pin drops the oldest. Returns a new list, oldest first.
 */
export function addLoggedOutSave(
  saved: readonly UnauthSavedPin[],
  pinId: string,
  now: number,
): UnauthSavedPin[] {
  const others = saved.filter((item) => item.unauthSavePinId !== pinId);
  const next = [...others, { hasSavedUnauthPin: true, unauthSavePinId: pinId, ts: now }];
  return next.slice(-LOGGED_OUT_SAVES_MAX);
}

// ---------------------------------------------------------------- unauth user state and isQUS

export interface UnauthUserState {
  completedSearches: number;
  closeups: number;
  clickthroughs: number;
  downloads: number;
  saves: number;
}

export const EMPTY_UNAUTH_USER_STATE: UnauthUserState = {
  completedSearches: 0,
  closeups: 0,
  clickthroughs: 0,
  downloads: 0,
  saves: 0,
};

export type UnauthUserEvent = 'save' | 'search' | 'closeup' | 'clickthrough' | 'download';

/** §4 the unauth user state counts saves, searches, closeups, clickthroughs and downloads. */
export function recordUnauthEvent(state: UnauthUserState, event: UnauthUserEvent): UnauthUserState {
  switch (event) {
    case 'save':
      return { ...state, saves: state.saves + 1 };
    case 'search':
      return { ...state, completedSearches: state.completedSearches + 1 };
    case 'closeup':
      return { ...state, closeups: state.closeups + 1 };
    case 'clickthrough':
      return { ...state, clickthroughs: state.clickthroughs + 1 };
    default:
      return { ...state, downloads: state.downloads + 1 };
  }
}

export const QUS_MIN_SEARCHES = 1; // §4 isQUS: at least 1 completed search
export const QUS_MIN_CLOSEUPS = 3; // §4 or 3 closeups
export const QUS_MIN_CLICKTHROUGHS = 1; // §4 or 1 clickthrough
export const QUS_MIN_DOWNLOADS = 1; // §4 or 1 download

/**
 * §3/§4 the unauth user state read from the stored session items: completed searches, closeup
 * pins, clickthrough pins, the downloaded pin count and the saved pins.
 */
export function unauthUserStateFrom(stored: {
  completedSearches?: readonly unknown[] | null;
  closeupPins?: readonly unknown[] | null;
  clickthroughPins?: readonly unknown[] | null;
  downloadedPinCount?: { count: number } | null;
  savedPins?: readonly unknown[] | null;
}): UnauthUserState {
  return {
    completedSearches: stored.completedSearches?.length ?? 0,
    closeups: stored.closeupPins?.length ?? 0,
    clickthroughs: stored.clickthroughPins?.length ?? 0,
    downloads: stored.downloadedPinCount?.count ?? 0,
    saves: stored.savedPins?.length ?? 0,
  };
}

/** §4 a qualified unauth user (isQUS). */
export function isQUS(state: UnauthUserState): boolean {
  return (
    state.completedSearches >= QUS_MIN_SEARCHES ||
    state.closeups >= QUS_MIN_CLOSEUPS ||
    state.clickthroughs >= QUS_MIN_CLICKTHROUGHS ||
    state.downloads >= QUS_MIN_DOWNLOADS
  );
}

// ---------------------------------------------------------------- revisitation and history

/** §5 revisitation needs numeric count, time and ts, else it resets to count 1 (time and ts now). */
export function validRevisitation(stored: unknown, now: number): Revisitation {
  const parsed = RevisitationSchema.safeParse(stored);
  return parsed.success ? parsed.data : { count: 1, time: now, ts: now };
}

export const VISITED_PIN_PAGES_MAX = 10; // §9 stored visited pin pages 10

/**
 * §5 history lists are de-duplicated against the newest entry: an entry equal (by `key`) to the
 * newest replaces it instead of adding a second; the list keeps the newest `max`, newest first.
 */
export function pushHistory<T>(
  list: readonly T[],
  entry: T,
  key: (item: T) => string,
  max: number = VISITED_PIN_PAGES_MAX,
): T[] {
  const [newest, ...rest] = list;
  const older = newest !== undefined && key(newest) === key(entry) ? rest : list;
  return [entry, ...older].slice(0, max);
}

// ---------------------------------------------------------------- logging

export const COUNT_BUCKET_STEP = 5; // §5 logging counts bucketed, step 5
export const COUNT_BUCKET_CAP = 20; // §5 cap 20
export const DAYS_BUCKET_STEP = 7; // §5 days step 7
export const DAYS_BUCKET_CAP = 84; // §5 cap 84

/** A count rounded down to its bucket: multiples of `step`, capped at `cap`. Negative counts are 0. */
export function bucket(value: number, step: number, cap: number): number {
  return Math.min(cap, Math.max(0, Math.floor(value / step) * step));
}
/** §5 logged count bucket (step 5, cap 20). */
export const countBucket = (count: number): number => bucket(count, COUNT_BUCKET_STEP, COUNT_BUCKET_CAP);
/** §5 logged days bucket (step 7, cap 84). */
export const daysBucket = (days: number): number => bucket(days, DAYS_BUCKET_STEP, DAYS_BUCKET_CAP);

export const REPIN_COUNTER_MAX = 9; // §9 counter logs only first 9 repins

/** §9 the repin counter logs only the first 9 repins (`repinNumber` counts from 1). */
export function logsRepin(repinNumber: number): boolean {
  return repinNumber >= 1 && repinNumber <= REPIN_COUNTER_MAX;
}

// ---------------------------------------------------------------- invite landing

/** §4 the logged-out desktop inviter popover is skipped for invite channels 5, 9, 12 and 16. */
export function inviterPopoverShown(inviteChannel: number | null | undefined): boolean {
  return !(INVITE_CHANNELS_WITHOUT_POPOVER as readonly (number | null | undefined)[]).includes(inviteChannel);
}

/** §4 the logged-in invite toast shows only when the sender is not the viewer and both can message. */
export function inviteToastShown({
  senderId,
  viewerId,
  senderCanMessage,
  viewerCanMessage,
}: {
  senderId: string | null | undefined;
  viewerId: string | null | undefined;
  senderCanMessage: boolean;
  viewerCanMessage: boolean;
}): boolean {
  return Boolean(senderId) && senderId !== viewerId && senderCanMessage && viewerCanMessage;
}
