/**
 * The business area (§2 /business/; §6 partner): the viewer's business account, converting an
 * account (/business/convert), the pins a business promotes and its products, and the analytics of
 * its own pins. The spec shows no business calls and no business permissions: the calls are ours
 * (their options in @tessera/model's requests/resources.ts), and a business account is the
 * `partner` demo account or an account converted here (the state's `businessAccounts`).
 */
import { buildPath, END_BOOKMARK, type Pin, type User } from '@tessera/model';
import type { Ctx } from '../context.ts';
import { isVisiblePin, paginate, pinView, pinViews } from '../context.ts';
import { conflict, forbidden } from '../resourceHttp.ts';
import { type ResourceRoute, route } from '../route.ts';

const PAGE_SIZE = 25;

/** BusinessAccountResource get and create: the viewer's business account, or that they have none. */
export interface BusinessAccountView {
  /** The user id: the {userBizId} of /business/business-access/{userBizId}/ and /business/catalogs/{userBizId}/. */
  user_biz_id: string;
  is_business: boolean;
  business_name: string | null;
  /** §3 isVerifiedMerchant, as the pins that name the account (pinner, promoter) carry it. */
  verified_merchant: boolean;
  follower_count: number;
}

/** BusinessPinStatsResource: one own pin's figures over `days` (deterministic from the seed). */
export interface PinStatsView {
  pin: Pin;
  days: number;
  impressions: number;
  closeups: number;
  saves: number;
  outbound_clicks: number;
}

function verifiedMerchant(ctx: Ctx, userId: string): boolean {
  for (const pin of Object.values(ctx.db.state.pins)) {
    for (const person of [pin.pinner, pin.promoter]) {
      if (person?.id === userId && person.isVerifiedMerchant) return true;
    }
  }
  return false;
}

function accountView(ctx: Ctx, user: User): BusinessAccountView {
  const record = ctx.db.state.businessAccounts[user.id];
  const followers = Object.values(ctx.db.state.follows.users).filter((ids) => ids.includes(user.id)).length;
  return {
    user_biz_id: user.id,
    is_business: record !== undefined,
    business_name: record?.name ?? null,
    verified_merchant: verifiedMerchant(ctx, user.id),
    follower_count: followers,
  };
}

/** The viewer, who must have a business account (401 logged out, 403 otherwise). */
function businessUser(ctx: Ctx, action: string): User {
  const user = ctx.requireUser(action);
  if (!ctx.db.state.businessAccounts[user.id]) {
    throw forbidden(
      `This is not a business account: convert it at ${buildPath('businessConvert')} to ${action}.`,
    );
  }
  return user;
}

/** Pins the business promotes (§3 promoter), in feed order. */
function promotedIds(ctx: Ctx, user: User): string[] {
  return ctx.db.state.homefeed.filter((id) => ctx.db.state.pins[id]?.promoter?.id === user.id);
}

/**
 * Product pins (§3 richMetadata products) of the business: its own, or of its brand (the brand
 * named as the business).
 */
function productIds(ctx: Ctx, user: User): string[] {
  const name = ctx.db.state.businessAccounts[user.id]?.name;
  return ctx.db.state.homefeed.filter((id) => {
    const pin = ctx.db.state.pins[id];
    const products = pin?.richMetadata?.products ?? [];
    return (
      products.length > 0 &&
      (pin?.pinner?.id === user.id || products.some((product) => product.brand?.name === name))
    );
  });
}

/**
 * §5/§6: the partner's analytics cover its own public or protected pins that are not repins. A pin
 * on no board is on the profile (public).
 */
export function ownAnalysedPinIds(ctx: Ctx, user: User): string[] {
  const { state } = ctx.db;
  const ids = [...new Set([...state.homefeed, ...Object.keys(state.createdPins)])];
  return ids.filter((id) => {
    const pin = state.pins[id];
    if (!pin || state.deletedPins[id] || pin.pinner?.id !== user.id || pin.isRepin) return false;
    const privacy = pin.board ? (state.boards[pin.board.id]?.privacy ?? pin.board.privacy) : 'public';
    return privacy === 'public' || privacy === 'protected';
  });
}

/** A 32-bit FNV-1a hash: the same figures for the same seed, pin and window. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function pinStats(seed: number, pin: Pin, days: number): Omit<PinStatsView, 'pin'> {
  const figure = (name: string, max: number) => hash(`${seed}:${pin.id}:${days}:${name}`) % (max + 1);
  const impressions = days * 20 + figure('impressions', days * 200);
  const closeups = Math.floor((impressions * (5 + figure('closeups', 20))) / 100);
  const saves = Math.floor((closeups * (5 + figure('saves', 30))) / 100);
  const outbound_clicks = Math.floor((closeups * figure('outbound', 25)) / 100);
  return { days, impressions, closeups, saves, outbound_clicks };
}

export function businessRoutes(): ResourceRoute[] {
  return [
    route('BusinessAccountResource/get', (ctx) => {
      const user = ctx.requireUser('see your business account');
      return { data: accountView(ctx, user) };
    }),
    route('BusinessAccountResource/create', (ctx, { business_name }) => {
      const user = ctx.requireUser('convert to a business account');
      const accounts = ctx.db.state.businessAccounts;
      if (accounts[user.id]) throw conflict('Your account is already a business account.');
      accounts[user.id] = { name: business_name };
      return { data: accountView(ctx, user), status: 201 };
    }),
    route('BusinessPinsResource/get', (ctx, { list, page_size }, bookmarks) => {
      const user = businessUser(ctx, 'see its Pins');
      const ids = (list === 'promoted' ? promotedIds(ctx, user) : productIds(ctx, user)).filter((id) =>
        isVisiblePin(ctx, id),
      );
      const page = paginate(
        ids,
        `business:${list}:${user.id}`,
        page_size ?? PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
      return { data: pinViews(ctx, page.data), bookmark: page.bookmark };
    }),
    route('BusinessPinStatsResource/get', (ctx, { days, page_size }, bookmarks) => {
      const user = businessUser(ctx, 'see its analytics');
      const page = paginate(
        ownAnalysedPinIds(ctx, user),
        `business:stats:${days}:${user.id}`,
        page_size ?? PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
      const data = page.data.flatMap((id) => {
        const pin = pinView(ctx, id);
        return pin ? [{ pin, ...pinStats(ctx.db.seed, pin, days) }] : [];
      });
      return { data, bookmark: page.bookmark };
    }),
  ];
}
