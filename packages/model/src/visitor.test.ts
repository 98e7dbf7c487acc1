import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_UPSELL_INTERVAL_FACTOR,
  APP_UPSELL_INTERVAL_MS,
  addLoggedOutSave,
  appUpsellAllowed,
  bucket,
  ClickthroughPinSchema,
  COUNT_BUCKET_CAP,
  COUNT_BUCKET_STEP,
  CompletedSearchSchema,
  countBucket,
  DAY_MS,
  DAYS_BUCKET_CAP,
  DAYS_BUCKET_STEP,
  daysBucket,
  EMPTY_UNAUTH_USER_STATE,
  getsBoardlessPins,
  getsPlacements,
  hasSecretBoards,
  inviterPopoverShown,
  inviteToastShown,
  isBotUserAgent,
  isQUS,
  isResurrected,
  isWithinWindow,
  LOGGED_OUT_SAVES_MAX,
  logsRepin,
  pushHistory,
  QUICK_SAVE_MAX_BOARDS_EXCLUSIVE,
  QUS_MIN_CLICKTHROUGHS,
  QUS_MIN_CLOSEUPS,
  QUS_MIN_DOWNLOADS,
  QUS_MIN_SEARCHES,
  quickSaveApplies,
  RECENT_WINDOW_DAYS,
  REPIN_COUNTER_MAX,
  recordUnauthEvent,
  saveBehaviour,
  UnauthSavedPinsSchema,
  type UnauthUserState,
  unauthUserStateFrom,
  VISITED_PIN_PAGES_MAX,
  validRevisitation,
  visitorType,
} from './visitor.ts';

describe('visitors (§1, §6)', () => {
  it('a crawler user agent is a bot; a browser and no user agent are not', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Baiduspider')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
  });

  it('derives the visitor type, bots first', () => {
    expect(visitorType({ isAuthenticated: true, isBot: false })).toBe('authenticated');
    expect(visitorType({ isAuthenticated: false, isBot: false })).toBe('unauthenticated');
    expect(visitorType({ isAuthenticated: true, isBot: true })).toBe('bot');
    expect(getsPlacements('bot')).toBe(false);
    expect(getsPlacements('unauthenticated')).toBe(true);
  });

  it.each([
    [4, true],
    [5, false],
    [6, false],
  ])('quick-save with %i boards: %s', (boardCount, expected) => {
    expect(QUICK_SAVE_MAX_BOARDS_EXCLUSIVE).toBe(5);
    expect(quickSaveApplies({ boardCount })).toBe(expected);
  });

  it('treats an unknown board count as none', () => {
    expect(quickSaveApplies({})).toBe(true);
  });

  it.each([
    [0, false],
    [1, true],
  ])('secret boards with secretBoardCount %i: %s', (secretBoardCount, expected) => {
    expect(hasSecretBoards({ secretBoardCount })).toBe(expected);
  });

  it('has no secret boards without a count', () => {
    expect(hasSecretBoards({ secretBoardCount: null })).toBe(false);
  });

  it('follows save_behavior and profile_saves_for_all', () => {
    expect(saveBehaviour({ save_behavior: 0 })).toBe('saveToProfile');
    expect(saveBehaviour({ save_behavior: 1 })).toBe('showBoardPicker');
    expect(saveBehaviour({})).toBe('showBoardPicker');
    expect(saveBehaviour({ save_behavior: 1 }, { profileSavesForAll: true })).toBe('saveToProfile');
  });

  it('gives boardless pins to an own-profile viewer with a quicksave board', () => {
    expect(getsBoardlessPins({ ownProfile: true, user: { has_quicksave_board: true } })).toBe(true);
    expect(getsBoardlessPins({ ownProfile: false, user: { has_quicksave_board: true } })).toBe(false);
    expect(getsBoardlessPins({ ownProfile: true, user: {} })).toBe(false);
  });
});

describe('28-day window and resurrection (§5, §9)', () => {
  const start = Date.UTC(2026, 0, 1);
  const end = start + 28 * DAY_MS;

  it('keeps the spec number', () => {
    expect(RECENT_WINDOW_DAYS).toBe(28);
  });

  it.each([
    [end - 1, true],
    [end, false],
    [end + 1, false],
  ])('now = start + 28 days %# → %s', (now, expected) => {
    expect(isWithinWindow(start, now)).toBe(expected);
    expect(isWithinWindow(new Date(start).toISOString(), now)).toBe(expected);
  });

  it('is false when the date is not set or unparsable', () => {
    expect(isWithinWindow(null, start)).toBe(false);
    expect(isWithinWindow(undefined, start)).toBe(false);
    expect(isWithinWindow('', start)).toBe(false);
    expect(isWithinWindow('not a date', start)).toBe(false);
  });

  it('takes another window length', () => {
    expect(isWithinWindow(start, start + 6 * DAY_MS, 7)).toBe(true);
    expect(isWithinWindow(start, start + 7 * DAY_MS, 7)).toBe(false);
  });

  it('reads the resurrection date', () => {
    const iso = new Date(start).toISOString();
    expect(isResurrected({ resurrection_dt: iso }, end - 1)).toBe(true);
    expect(isResurrected({ resurrection_dt: iso }, end)).toBe(false);
    expect(isResurrected({ resurrection_dt: null }, start)).toBe(false);
    expect(isResurrected(undefined, start)).toBe(false);
  });
});

describe('app-upsell gate (§5, §9)', () => {
  const now = Date.UTC(2026, 5, 1);

  it('keeps the interval factor', () => {
    expect(APP_UPSELL_INTERVAL_FACTOR).toBe(14);
    expect(APP_UPSELL_INTERVAL_MS).toBe(14 * DAY_MS);
  });

  it.each([
    [undefined, false, true],
    [null, false, true],
    [now - APP_UPSELL_INTERVAL_MS + 1, false, false],
    [now - APP_UPSELL_INTERVAL_MS, false, false],
    [now - APP_UPSELL_INTERVAL_MS - 1, false, true],
    [undefined, true, false],
  ])('first upsell at %s, shown this session %s → %s', (firstUpsellAt, shownThisSession, expected) => {
    expect(appUpsellAllowed({ firstUpsellAt, now, shownThisSession })).toBe(expected);
  });

  it('takes another interval', () => {
    expect(appUpsellAllowed({ firstUpsellAt: now - 11, now, shownThisSession: false, intervalMs: 10 })).toBe(
      true,
    );
  });
});

describe('session items (§3)', () => {
  it('need their ts', () => {
    expect(CompletedSearchSchema.safeParse({ query: 'soup' }).success).toBe(false);
    expect(
      CompletedSearchSchema.parse({ query: 'soup', rs: 'typed', scope: 'pins', rg: 'x', ts: 1 }).ts,
    ).toBe(1);
    expect(ClickthroughPinSchema.parse({ pinId: '1', link: 'https://a.b', domain: 'a.b', ts: 2 }).pinId).toBe(
      '1',
    );
  });
});

describe('logged-out saves (§4, §5)', () => {
  it('keeps at most 2, dropping the oldest', () => {
    expect(LOGGED_OUT_SAVES_MAX).toBe(2);
    let saved = addLoggedOutSave([], 'a', 1);
    expect(saved.map((s) => s.unauthSavePinId)).toEqual(['a']);
    saved = addLoggedOutSave(saved, 'b', 2);
    expect(saved.map((s) => s.unauthSavePinId)).toEqual(['a', 'b']);
    saved = addLoggedOutSave(saved, 'c', 3);
    expect(saved.map((s) => s.unauthSavePinId)).toEqual(['b', 'c']);
    expect(saved.every((s) => s.hasSavedUnauthPin)).toBe(true);
  });

  it('reads back a stored list of at most LOGGED_OUT_SAVES_MAX saved pins', () => {
    const saved = addLoggedOutSave(addLoggedOutSave([], 'a', 1), 'b', 2);
    expect(UnauthSavedPinsSchema.parse(saved)).toEqual(saved);
    expect(UnauthSavedPinsSchema.safeParse([...saved, ...saved]).success).toBe(false);
    expect(UnauthSavedPinsSchema.safeParse([{ unauthSavePinId: 'a' }]).success).toBe(false);
  });

  it('replaces the same pin instead of adding it twice', () => {
    const saved = addLoggedOutSave(addLoggedOutSave(addLoggedOutSave([], 'a', 1), 'b', 2), 'a', 3);
    expect(saved).toEqual([
      { hasSavedUnauthPin: true, unauthSavePinId: 'b', ts: 2 },
      { hasSavedUnauthPin: true, unauthSavePinId: 'a', ts: 3 },
    ]);
  });

  it('property: never more than 2, never a duplicate, the last saved is newest', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 }), (ids) => {
        let saved: ReturnType<typeof addLoggedOutSave> = [];
        ids.forEach((id, i) => {
          saved = addLoggedOutSave(saved, id, i);
        });
        expect(saved.length).toBeLessThanOrEqual(2);
        expect(new Set(saved.map((s) => s.unauthSavePinId)).size).toBe(saved.length);
        if (ids.length > 0) expect(saved.at(-1)?.unauthSavePinId).toBe(ids.at(-1));
      }),
    );
  });
});

describe('unauth user state and isQUS (§4)', () => {
  const stateAfter = (...events: Parameters<typeof recordUnauthEvent>[1][]): UnauthUserState =>
    events.reduce(recordUnauthEvent, EMPTY_UNAUTH_USER_STATE);

  it('keeps the spec numbers', () => {
    expect([QUS_MIN_SEARCHES, QUS_MIN_CLOSEUPS, QUS_MIN_CLICKTHROUGHS, QUS_MIN_DOWNLOADS]).toEqual([
      1, 3, 1, 1,
    ]);
  });

  it('counts each event', () => {
    expect(stateAfter('save', 'search', 'closeup', 'clickthrough', 'download')).toEqual({
      saves: 1,
      completedSearches: 1,
      closeups: 1,
      clickthroughs: 1,
      downloads: 1,
    });
  });

  it('qualifies with 1 search, 3 closeups, 1 clickthrough or 1 download', () => {
    expect(isQUS(EMPTY_UNAUTH_USER_STATE)).toBe(false);
    expect(isQUS(stateAfter('save', 'save', 'save'))).toBe(false);
    expect(isQUS(stateAfter('search'))).toBe(true);
    expect(isQUS(stateAfter('closeup', 'closeup'))).toBe(false);
    expect(isQUS(stateAfter('closeup', 'closeup', 'closeup'))).toBe(true);
    expect(isQUS(stateAfter('clickthrough'))).toBe(true);
    expect(isQUS(stateAfter('download'))).toBe(true);
  });
});

describe('revisitation and history (§5, §9)', () => {
  it('keeps a valid revisitation and resets anything else to count 1', () => {
    expect(validRevisitation({ count: 4, time: 10, ts: 11 }, 99)).toEqual({ count: 4, time: 10, ts: 11 });
    for (const bad of [null, 'x', { count: '4', time: 10, ts: 11 }, { count: 4, time: 10 }]) {
      expect(validRevisitation(bad, 99)).toEqual({ count: 1, time: 99, ts: 99 });
    }
  });

  it('de-duplicates against the newest entry only', () => {
    const key = (s: string) => s.toLowerCase();
    expect(pushHistory(['b', 'a'], 'B', key)).toEqual(['B', 'a']);
    expect(pushHistory(['b', 'a'], 'a', key)).toEqual(['a', 'b', 'a']);
    expect(pushHistory([], 'a', key)).toEqual(['a']);
  });

  it.each([
    [9, 10],
    [10, 10],
    [11, 10],
  ])('keeps the newest 10 visited pin pages (%i before → %i)', (before, after) => {
    expect(VISITED_PIN_PAGES_MAX).toBe(10);
    const list = Array.from({ length: before }, (_, i) => `p${i}`);
    const next = pushHistory(list, 'new', (s) => s);
    expect(next).toHaveLength(Math.min(before + 1, after));
    expect(next[0]).toBe('new');
  });
});

describe('logging buckets and the repin counter (§5, §9)', () => {
  it('keeps the spec numbers', () => {
    expect([COUNT_BUCKET_STEP, COUNT_BUCKET_CAP, DAYS_BUCKET_STEP, DAYS_BUCKET_CAP]).toEqual([5, 20, 7, 84]);
    expect(REPIN_COUNTER_MAX).toBe(9);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 5],
    [6, 5],
    [19, 15],
    [20, 20],
    [21, 20],
    [100, 20],
    [-3, 0],
  ])('count %i → bucket %i', (count, expected) => {
    expect(countBucket(count)).toBe(expected);
  });

  it.each([
    [6, 0],
    [7, 7],
    [8, 7],
    [83, 77],
    [84, 84],
    [85, 84],
  ])('days %i → bucket %i', (days, expected) => {
    expect(daysBucket(days)).toBe(expected);
  });

  it('property: a bucket is a multiple of its step, at most the cap and the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
        const b = bucket(n, 5, 20);
        expect(b % 5).toBe(0);
        expect(b).toBeLessThanOrEqual(Math.min(20, n));
      }),
    );
  });

  it.each([
    [0, false],
    [1, true],
    [8, true],
    [9, true],
    [10, false],
  ])('repin number %i logged: %s', (n, expected) => {
    expect(logsRepin(n)).toBe(expected);
  });
});

describe('unauth user state from stored items (§3, §4)', () => {
  it('counts the stored lists', () => {
    expect(unauthUserStateFrom({})).toEqual(EMPTY_UNAUTH_USER_STATE);
    const state = unauthUserStateFrom({
      completedSearches: [{}],
      closeupPins: [{}, {}, {}],
      clickthroughPins: [],
      downloadedPinCount: { count: 2 },
      savedPins: [{}],
    });
    expect(state).toEqual({ completedSearches: 1, closeups: 3, clickthroughs: 0, downloads: 2, saves: 1 });
    expect(isQUS(unauthUserStateFrom({ closeupPins: [{}, {}] }))).toBe(false);
    expect(isQUS(unauthUserStateFrom({ closeupPins: [{}, {}, {}] }))).toBe(true);
  });
});

describe('invite landing (§4)', () => {
  it.each([
    [5, false],
    [9, false],
    [12, false],
    [16, false],
    [4, true],
    [6, true],
    [undefined, true],
  ])('inviter popover for channel %s: %s', (channel, expected) => {
    expect(inviterPopoverShown(channel)).toBe(expected);
  });

  it('shows the toast only for another sender when both can message', () => {
    const base = { senderId: 's', viewerId: 'v', senderCanMessage: true, viewerCanMessage: true };
    expect(inviteToastShown(base)).toBe(true);
    expect(inviteToastShown({ ...base, senderId: 'v' })).toBe(false);
    expect(inviteToastShown({ ...base, senderId: null })).toBe(false);
    expect(inviteToastShown({ ...base, senderCanMessage: false })).toBe(false);
    expect(inviteToastShown({ ...base, viewerCanMessage: false })).toBe(false);
  });
});
