/**
 * The account pages' calls (issue 14; ours, the spec names none): the viewer's blocked people
 * (/settings), pin appeals (/appealed-pin/), reports and violations (/reports-and-violations/),
 * age appeals (/age-appeal) and the account lockdown (/secure/panic). Options are validated by the
 * model's schemas (a 400 names the field), like every resource call.
 *
 * Appeals are kept beside the state (by state object: a reset or a loaded data file starts with
 * none; they are not written to the data file).
 */
import { type AppealStatus, END_BOOKMARK, FOLLOWERS_PAGE_SIZE, type Pin, type User } from '@tessera/model';
import { type Ctx, LOGGED_OUT_SESSION, paginate, pinView, sessionCookie } from '../context.ts';
import type { DbState } from '../database.ts';
import { conflict, forbidden, notFound } from '../resourceHttp.ts';
import { type ResourceRoute, route } from '../route.ts';

/** A pin appeal or an age appeal of a user. */
export interface AccountAppeal {
  id: string;
  userId: string;
  kind: 'pin' | 'age';
  pinId?: string;
  reason?: string;
  birthdate?: string;
  status: AppealStatus;
  created_at: string;
}

const appealsByState = new WeakMap<DbState, AccountAppeal[]>();

function appealsOf(ctx: Ctx): AccountAppeal[] {
  let appeals = appealsByState.get(ctx.db.state);
  if (!appeals) {
    appeals = [];
    appealsByState.set(ctx.db.state, appeals);
  }
  return appeals;
}

/** A pin as the appeal and report lists show it (null when it is gone). */
function pinOrNull(ctx: Ctx, pinId: string): Pin | null {
  return pinView(ctx, pinId) ?? null;
}

function pinAppealView(ctx: Ctx, appeal: AccountAppeal) {
  const pinId = appeal.pinId ?? '';
  return {
    id: appeal.id,
    pin_id: pinId,
    pin: pinOrNull(ctx, pinId),
    reason: appeal.reason ?? '',
    status: appeal.status,
    created_at: appeal.created_at,
  };
}

function ageAppealView(appeal: AccountAppeal) {
  return {
    id: appeal.id,
    birthdate: appeal.birthdate ?? '',
    status: appeal.status,
    created_at: appeal.created_at,
  };
}

/**
 * POST /v3/users/me/ with a new username: the user's boards, password and email follow it (they
 * are kept by username). A username someone else has is refused, naming the field.
 */
export function usernameTaken(ctx: Ctx, user: User, username: string): boolean {
  const other = ctx.db.userByName(username);
  return other !== undefined && other.id !== user.id;
}

export function renameUser(ctx: Ctx, user: User, username: string) {
  const { state } = ctx.db;
  const old = user.username;
  if (old === username) return;
  for (const board of Object.values(state.boards)) {
    if (board.username !== old) continue;
    board.username = username;
    if (board.url?.startsWith(`/${old}/`)) board.url = `/${username}/${board.url.slice(old.length + 2)}`;
  }
  for (const record of [state.passwords, state.emails]) {
    const value = record[old];
    if (value !== undefined) {
      record[username] = value;
      delete record[old];
    }
  }
  user.username = username;
}

export function accountRoutes(): ResourceRoute[] {
  return [
    // /settings: the people the viewer blocked (a page of §9 50 at a time).
    route('UserBlockResource/get', (ctx, { page_size }, bookmarks) => {
      const user = ctx.requireUser('see the people you blocked');
      const people = (ctx.db.state.blocks[user.id] ?? []).flatMap((id) => {
        const blocked = ctx.db.user(id);
        return blocked ? [{ ...blocked, blocked_by_me: true }] : [];
      });
      return paginate(
        people,
        `blocked:${user.id}`,
        page_size ?? FOLLOWERS_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    // /appealed-pin/: the viewer's appeals, newest first; an appeal of one of their own pins.
    route('PinAppealResource/get', (ctx) => {
      const user = ctx.requireUser('see your appeals');
      const mine = appealsOf(ctx).filter((a) => a.userId === user.id && a.kind === 'pin');
      return { data: mine.reverse().map((a) => pinAppealView(ctx, a)) };
    }),
    route('PinAppealResource/create', (ctx, { pin_id, reason }) => {
      const user = ctx.requireUser('appeal a decision');
      const pin = ctx.db.state.pins[pin_id];
      if (!pin) throw notFound(`Pin not found: ${pin_id}`);
      if (pin.pinner?.id !== user.id) throw forbidden('You can only appeal decisions about your own Pins.');
      const appeals = appealsOf(ctx);
      if (appeals.some((a) => a.userId === user.id && a.pinId === pin_id && a.status === 'in_review')) {
        throw conflict('This Pin already has an appeal in review.');
      }
      const appeal: AccountAppeal = {
        id: ctx.db.newId(),
        userId: user.id,
        kind: 'pin',
        pinId: pin_id,
        reason,
        status: 'in_review',
        created_at: new Date(ctx.db.tick()).toISOString(),
      };
      appeals.push(appeal);
      return { data: pinAppealView(ctx, appeal) };
    }),

    // /reports-and-violations/: what the viewer reported (PinFeedbackResource, feedback_type
    // report) and the reports others made of the viewer's pins.
    route('UserReportsResource/get', (ctx) => {
      const user = ctx.requireUser('see your reports');
      const { state } = ctx.db;
      const isReport = (type: string | number) => type === 'report';
      const reports = state.feedback
        .filter((f) => f.userId === user.id && isReport(f.feedbackType))
        .map((f) => ({ pin_id: f.pinId, pin: pinOrNull(ctx, f.pinId), feedback_type: 'report' }));
      const counts = new Map<string, number>();
      for (const f of state.feedback) {
        if (f.userId === user.id || !isReport(f.feedbackType)) continue;
        if (state.pins[f.pinId]?.pinner?.id !== user.id) continue;
        counts.set(f.pinId, (counts.get(f.pinId) ?? 0) + 1);
      }
      const violations = [...counts].map(([pinId, count]) => ({
        pin_id: pinId,
        pin: pinOrNull(ctx, pinId),
        report_count: count,
      }));
      return { data: { reports, violations } };
    }),

    // /age-appeal: the viewer's latest age appeal, and a new one.
    route('AgeAppealResource/get', (ctx) => {
      const user = ctx.requireUser('see your age appeal');
      const latest = appealsOf(ctx).findLast((a) => a.userId === user.id && a.kind === 'age');
      return { data: latest ? ageAppealView(latest) : null };
    }),
    route('AgeAppealResource/create', (ctx, { birthdate }) => {
      const user = ctx.requireUser('appeal an age decision');
      const appeals = appealsOf(ctx);
      if (appeals.some((a) => a.userId === user.id && a.kind === 'age' && a.status === 'in_review')) {
        throw conflict('You already have an age appeal in review.');
      }
      const appeal: AccountAppeal = {
        id: ctx.db.newId(),
        userId: user.id,
        kind: 'age',
        birthdate,
        status: 'in_review',
        created_at: new Date(ctx.db.tick()).toISOString(),
      };
      appeals.push(appeal);
      return { data: ageAppealView(appeal) };
    }),

    // /secure/panic: every session of the viewer ends (this one too: logged out) and the password
    // becomes the new one.
    route('AccountLockdownResource/create', (ctx, { new_password }) => {
      const user = ctx.requireUser('lock your account');
      const { state } = ctx.db;
      let ended = 0;
      for (const [token, userId] of Object.entries(state.sessions)) {
        if (userId !== user.id) continue;
        delete state.sessions[token];
        ended += 1;
      }
      state.passwords[user.username] = new_password;
      return {
        data: { locked: true, sessions_ended: ended },
        headers: { 'Set-Cookie': sessionCookie(LOGGED_OUT_SESSION) },
      };
    }),
  ];
}
