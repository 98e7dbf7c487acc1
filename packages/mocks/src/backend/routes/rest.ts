/**
 * The v3 REST calls of §7, the session calls (signup, login, logout), the event log and the upload
 * target. Input is the query string (GET) or the JSON / form body, validated by the model's schemas.
 */
import {
  AttributionSourceRequestSchema,
  DeeplinkRequestSchema,
  describeIssues,
  EventBatchSchema,
  ExperienceTriggerRequestSchema,
  hostIs,
  httpHost,
  type LoggedEvent,
  LoggedEventSchema,
  LoginRequestSchema,
  OffsiteRequestSchema,
  type OffsiteStatus,
  OutboundRequestSchema,
  type Pin,
  RegisterExistsRequestSchema,
  RegisterRequestSchema,
  SearchHideRequestSchema,
  stripSecretQuery,
  type User,
  UsersMeUpdateSchema,
} from '@tessera/model';
import type * as z from 'zod/mini';
import { imageSize } from '../../media/imageSize.ts';
import { createRandom, hashString } from '../../random.ts';
import {
  CLIENT_ADDRESS_HEADER,
  type Ctx,
  isInternalAddress,
  LOGGED_OUT_SESSION,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
} from '../context.ts';
import { noteFollow } from '../database.ts';
import { badRequest, conflict, MockHttpError, notFound, unauthorized } from '../resourceHttp.ts';
import type { Reply } from '../route.ts';
import { renameUser, usernameTaken } from './account.ts';
import { experienceFor, setExperienceStatus } from './people.ts';

/** Hosts the spam check of §4 blocks (the mock's list; the real one is not shown). */
export const SPAM_HOSTS: Readonly<Record<Exclude<OffsiteStatus, 'allowed'>, readonly string[]>> = {
  blocked: ['blocked-link.example', 'malware-download.example'],
  suspicious: ['suspicious-deals.example'],
  porn: ['adult-content.example'],
};
/** The server message of a blocked link (§8 shows it in the spam modal). */
export const SPAM_MESSAGE = 'This link leads to a site that may be spam or unsafe.';
/** The event log keeps the newest this many events. */
export const MAX_LOGGED_EVENTS = 10_000;
/** Largest uploaded file the mock stores. */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

export interface LogEntry extends LoggedEvent {
  /** 'client': sent to /v3/events/; 'server': recorded by a call (offsite click, outbound ping...). */
  source: 'client' | 'server';
  /** Which call recorded it, for server entries. */
  call?: string;
  userId: string | null;
  at: number;
}

export interface EventLog {
  entries: LogEntry[];
  push(entry: LogEntry): void;
  clear(): void;
}

export function createEventLog(): EventLog {
  const log: EventLog = {
    entries: [],
    push(entry) {
      log.entries.push(entry);
      if (log.entries.length > MAX_LOGGED_EVENTS)
        log.entries.splice(0, log.entries.length - MAX_LOGGED_EVENTS);
    },
    clear() {
      log.entries.length = 0;
    },
  };
  return log;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRoute {
  method: Method | 'GET_OR_POST';
  path: string;
  /** Changes state (the backend saves after it succeeds). */
  mutates: boolean;
  handle(
    ctx: Ctx,
    input: Record<string, unknown>,
    params: Record<string, string>,
    log: EventLog,
  ): Reply | Promise<Reply>;
}

/** Parses `input` with `schema`; a failure is a 400 naming the call and the fields. */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(describeIssues(where, result.error));
}

/**
 * The spam check of §4: a link that is not http(s) is blocked (§5 external URL rule); otherwise
 * the host, normalised as `httpHost` does (case, trailing dots, percent-escapes, userinfo, IDN),
 * is looked up in SPAM_HOSTS, subdomains included.
 */
export function spamStatus(url: string): OffsiteStatus {
  const host = httpHost(url);
  if (host === null) return 'blocked';
  for (const [status, hosts] of Object.entries(SPAM_HOSTS) as Array<[OffsiteStatus, readonly string[]]>) {
    if (hosts.some((h) => hostIs(host, h))) return status;
  }
  return 'allowed';
}

/**
 * A server-side record in the event log, at the world's time: reading the clock, not moving it, so
 * a GET that logs (a background ping, a spam check) leaves the world as it was (issue 32).
 */
function serverEvent(ctx: Ctx, log: EventLog, call: string, event: LoggedEvent) {
  log.push({ ...event, source: 'server', call, userId: ctx.user?.id ?? null, at: ctx.db.state.clock });
}

function publicUser(user: User) {
  return user;
}

function newToken(): string {
  return `s-${crypto.randomUUID()}`;
}

function signatureOf(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += Math.max(1, Math.floor(bytes.length / 4096)))
    text += String.fromCharCode(bytes[i] ?? 0);
  return createRandom(hashString(`${bytes.length}:${text}`)).hex(32);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Two http(s) addresses that open the same page (URL's own normal form; '' never matches). */
function sameUrl(a: string, b: string): boolean {
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  return new URL(a).href === new URL(b).href;
}

export function restRoutes(): RestRoute[] {
  return [
    // ---------------------------------------------------------------- offsite (§4, §7)
    {
      method: 'GET_OR_POST',
      path: '/v3/offsite/',
      mutates: true,
      handle(ctx, input, _params, log) {
        const o = parse(OffsiteRequestSchema, input, '/v3/offsite/ request');
        if (o.pin_id !== undefined && !ctx.db.state.pins[o.pin_id])
          throw notFound(`Pin not found: ${o.pin_id}`);
        // Issue 32: a click (check_only false: the /offsite/ page, which then opens the url) leaves
        // only where a pin says. With a pin, the url is that pin's link; a third-party ad without
        // one names the link of a third-party-ad pin. Anything else made /offsite/ an open
        // redirect (any url beside any pin). A check alone (check_only true) opens nothing.
        // Issue 32: a click changes state (the ad click, event 101), and a GET is not covered by the
        // cross-site guard: an <img> on another site could record one. Clicks are POSTs.
        if (!o.check_only && ctx.request.method !== 'POST')
          throw badRequest('check_only false (a click) is recorded by POST only.');
        const own = (pin: Pin | undefined) => Boolean(pin?.link) && sameUrl(pin?.link ?? '', o.url);
        const pins = ctx.db.state.pins;
        const linked =
          o.check_only ||
          (o.pin_id !== undefined
            ? own(pins[o.pin_id])
            : Object.values(pins).some((pin) => pin.isThirdPartyAd === true && own(pin)));
        if (!linked)
          throw badRequest(`url is not the link of ${o.pin_id ? `pin ${o.pin_id}` : 'a third-party ad'}.`);
        const status = spamStatus(o.url);
        const aux = typeof o.aux_data === 'string' ? (JSON.parse(o.aux_data) as unknown) : o.aux_data;
        const rightClick =
          typeof aux === 'object' &&
          aux !== null &&
          (aux as Record<string, unknown>).clickthrough_type === 'rightClick';
        if (!o.check_only) {
          // §7: check_only false records an ad click, then logs events (a right click too).
          const pin = o.pin_id ? ctx.db.state.pins[o.pin_id] : undefined;
          const eventData = {
            url: o.url,
            redirect_status: status,
            right_click: rightClick,
            ad: Boolean(pin?.isPromoted || o.third_party_ad),
          };
          serverEvent(ctx, log, '/v3/offsite/', {
            event_type: 101,
            ...(o.pin_id ? { object_id_str: o.pin_id } : {}),
            event_data: eventData,
            ...(typeof aux === 'object' && aux !== null ? { aux_data: aux as Record<string, unknown> } : {}),
            ...(o.client_tracking_params ? { clientTrackingParams: o.client_tracking_params } : {}),
          });
        } else {
          serverEvent(ctx, log, '/v3/offsite/check', {
            event_type: 0,
            event_data: { metric: `offsite.check.${status}` },
          });
        }
        return {
          data: {
            message: status === 'allowed' ? '' : SPAM_MESSAGE,
            redirect_status: status,
            url: o.url,
          },
        };
      },
    },
    // §7 GET outbound link: a background ping.
    {
      method: 'GET',
      path: '/v3/outbound/',
      mutates: false,
      handle(ctx, input, _params, log) {
        const o = parse(OutboundRequestSchema, input, '/v3/outbound/ request');
        if (!ctx.db.state.pins[o.pin]) throw notFound(`Pin not found: ${o.pin}`);
        serverEvent(ctx, log, '/v3/outbound/', {
          event_type: 101,
          object_id_str: o.pin,
          event_data: { background: true },
          ...(o.client_tracking_params ? { clientTrackingParams: o.client_tracking_params } : {}),
        });
        return { data: true };
      },
    },
    // §7 GET attribution source (product host): answers the Attribution-Reporting registration.
    {
      method: 'GET',
      path: '/v3/attribution/source/',
      mutates: false,
      handle(ctx, input, _params, log) {
        const o = parse(AttributionSourceRequestSchema, input, 'attribution source request');
        const registration = {
          source_event_id: o.source_event_id,
          destination: o.destination,
          expiry: String(o.expiry),
          priority: String(o.priority),
          ...(o.advertiser_id ? { advertiser_id: o.advertiser_id } : {}),
          ...(o.campaign_id ? { campaign_id: o.campaign_id } : {}),
        };
        serverEvent(ctx, log, '/v3/attribution/source/', {
          event_type: 0,
          object_id_str: o.source_event_id,
          event_data: {
            ...registration,
            source_event_type: o.source_event_type,
            ...(o.hostname ? { hostname: o.hostname } : {}),
          },
        });
        return {
          data: registration,
          // A header carries Latin-1 only: past ASCII, the JSON's own \u escapes (a 500 otherwise).
          headers: {
            'Attribution-Reporting-Register-Source': JSON.stringify(registration).replace(
              /[\u007f-\uffff]/g,
              (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
            ),
          },
        };
      },
    },
    // §7 PUT /v3/experiences/{placementId}%3A{experienceId}/trigger/
    {
      method: 'PUT',
      path: '/v3/experiences/:placed/trigger/',
      mutates: true,
      handle(ctx, input, params) {
        parse(ExperienceTriggerRequestSchema, input, 'experience trigger');
        let placed = params.placed ?? '';
        try {
          placed = decodeURIComponent(placed);
        } catch {
          throw badRequest('The path must name {placementId}%3A{experienceId}.');
        }
        if (!/^\d+:\d+$/.test(placed)) throw badRequest('The path must name {placementId}%3A{experienceId}.');
        const result = setExperienceStatus(ctx, placed, 'triggered');
        return { data: { ...result, experience: experienceFor(ctx, Number(placed.split(':')[0])) } };
      },
    },
    // §7 PUT / DELETE /v3/boards/{boardId}/follow/
    ...(['PUT', 'DELETE'] as const).map(
      (method): RestRoute => ({
        method,
        path: '/v3/boards/:boardId/follow/',
        mutates: true,
        handle(ctx, _input, params, log) {
          const user = ctx.requireUser('follow boards');
          const boardId = params.boardId ?? '';
          const board = ctx.db.state.boards[boardId];
          if (!board) throw notFound(`Board not found: ${boardId}`);
          if (board.privacy === 'secret' && board.username !== user.username)
            throw new MockHttpError(403, "This board is secret: you can't see it.", 'FORBIDDEN');
          if (board.username === user.username) throw badRequest("You can't follow your own board.");
          const follow = method === 'PUT';
          const set = new Set(ctx.db.state.follows.boards[user.id] ?? []);
          // The home feed leaves out the pins of a board the viewer stopped following (§8).
          if (follow || set.has(board.id)) noteFollow(ctx.db.state, user.id, 'board', board.id, follow);
          if (follow) set.add(board.id);
          else set.delete(board.id);
          ctx.db.state.follows.boards[user.id] = [...set];
          serverEvent(ctx, log, '/v3/boards/follow/', {
            event_type: follow ? 26 : 27,
            object_id_str: board.id,
          });
          return { data: { board_id: board.id, followed_by_me: follow } };
        },
      }),
    ),
    // §7 news hub, p2p and search hide / undo.
    ...(['hide', 'undo'] as const).map(
      (action): RestRoute => ({
        method: 'PUT',
        path: `/v3/news_hub/:newsId/pin/:pinId/${action}/`,
        mutates: true,
        handle(ctx, _input, params) {
          const user = ctx.requireUser('hide Pins');
          const news = ctx.db.state.news.find((n) => n.id === params.newsId && n.userId === user.id);
          if (!news) throw notFound(`News not found: ${params.newsId}`);
          if (!news.pinIds.includes(params.pinId ?? ''))
            throw notFound(`Pin ${params.pinId} is not in this news.`);
          return hide(ctx, user, params.pinId ?? '', action === 'hide');
        },
      }),
    ),
    ...(['hide', 'unhide'] as const).map(
      (action): RestRoute => ({
        method: 'PUT',
        path: `/v3/p2p/:pinId/${action}/`,
        mutates: true,
        handle(ctx, _input, params) {
          const user = ctx.requireUser('hide Pins');
          return hide(ctx, user, params.pinId ?? '', action === 'hide');
        },
      }),
    ),
    ...(['hide', 'unhide'] as const).map(
      (action): RestRoute => ({
        method: 'PUT',
        path: `/v3/search/:pinId/${action}/`,
        mutates: true,
        handle(ctx, input, params) {
          const user = ctx.requireUser('hide Pins');
          const o = parse(SearchHideRequestSchema, input, `search ${action} request`);
          return { data: { ...hide(ctx, user, params.pinId ?? '', action === 'hide').data, query: o.query } };
        },
      }),
    ),
    // §2 the debug panel shows on an internal network: ours (the spec names no call), decided from
    // the request's address (the Node server's CLIENT_ADDRESS_HEADER; none in the browser).
    {
      method: 'GET',
      path: '/v3/network/',
      mutates: false,
      handle(ctx) {
        return {
          data: { internal_network: isInternalAddress(ctx.request.headers.get(CLIENT_ADDRESS_HEADER)) },
        };
      },
    },
    // §7 /v3/users/me/: GET the session's user; POST updates their settings (logged event 48).
    {
      method: 'GET',
      path: '/v3/users/me/',
      mutates: false,
      handle(ctx) {
        return { data: { ...ctx.requireUser('see your account'), visitor_type: ctx.visitor } };
      },
    },
    {
      method: 'POST',
      path: '/v3/users/me/',
      mutates: true,
      handle(ctx, input, _params, log) {
        const user = ctx.requireUser('change your settings');
        const where = '/v3/users/me/ request';
        const { username, ...o } = parse(UsersMeUpdateSchema, input, where);
        if (username !== undefined && usernameTaken(ctx, user, username)) {
          throw badRequest(`Invalid ${where}: username: ${username} is taken`);
        }
        if (username !== undefined) renameUser(ctx, user, username);
        Object.assign(user, Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
        serverEvent(ctx, log, '/v3/users/me/', { event_type: 48, object_id_str: user.id });
        return { data: user };
      },
    },
    // §7 /v3/register/exists/: data email.
    {
      method: 'GET_OR_POST',
      path: '/v3/register/exists/',
      mutates: false,
      handle(ctx, input) {
        let source: unknown = input;
        if (typeof input.data === 'string') {
          try {
            source = JSON.parse(input.data);
          } catch {
            throw badRequest('The data parameter is not valid JSON.');
          }
        }
        const o = parse(RegisterExistsRequestSchema, source, '/v3/register/exists/ request');
        const email = o.email.toLowerCase();
        const exists = Object.values(ctx.db.state.emails).includes(email);
        return { data: { email: o.email, exists } };
      },
    },
    // §7 deep link navigation: the URL to open, with the secret query keys stripped.
    {
      method: 'GET',
      path: '/v3/deeplink/',
      mutates: false,
      handle(_ctx, input) {
        const o = parse(DeeplinkRequestSchema, input, 'deep link request');
        return {
          data: {
            deeplink_path: o.deeplink_path,
            ...(o.current_page_url === undefined
              ? {}
              : { current_page_url: stripSecretQuery(o.current_page_url) }),
            ...(o.install_id ? { install_id: o.install_id } : {}),
            ...(o.utm_source ? { utm_source: o.utm_source } : {}),
            ...(o.utm_medium ? { utm_medium: o.utm_medium } : {}),
            ...(o.app_upsell_type ? { app_upsell_type: o.app_upsell_type } : {}),
          },
        };
      },
    },

    // ---------------------------------------------------------------- sessions
    {
      method: 'POST',
      path: '/v3/login/',
      mutates: true,
      handle(ctx, input) {
        const o = parse(LoginRequestSchema, input, 'login');
        const name = o.username_or_email.toLowerCase();
        const username = Object.entries(ctx.db.state.emails).find(([, email]) => email === name)?.[0] ?? name;
        const user = ctx.db.userByName(username);
        if (!user || ctx.db.state.passwords[user.username] !== o.password) {
          throw unauthorized('The username or password is not right.');
        }
        const token = newToken();
        ctx.db.state.sessions[token] = user.id;
        return { data: publicUser(user), headers: { 'Set-Cookie': sessionCookie(token) } };
      },
    },
    {
      method: 'POST',
      path: '/v3/register/',
      mutates: true,
      handle(ctx, input) {
        const o = parse(RegisterRequestSchema, input, 'signup');
        const email = o.email.toLowerCase();
        if (Object.values(ctx.db.state.emails).includes(email))
          throw conflict('An account with this email already exists.');
        let username = o.username ?? (email.split('@')[0] ?? 'user').replace(/[^a-z0-9_]/g, '').slice(0, 24);
        if (username.length < 3) username = `user${username}`;
        if (o.username !== undefined && ctx.db.userByName(username))
          throw conflict(`The username ${username} is taken.`);
        while (ctx.db.userByName(username)) username = `${username}${ctx.db.state.counter % 10}`.slice(-30);
        const id = ctx.db.newId();
        const user: User = {
          id,
          username,
          first_name: o.first_name ?? username,
          // /signup/sso-business-account/…: the business's name is the profile's name.
          full_name: o.business_name ?? o.first_name ?? username,
          should_show_messaging: true,
          has_quicksave_board: false,
          boardCount: 0,
          secretBoardCount: 0,
          save_behavior: 0,
          official_user: false,
          isAuthenticated: true,
          created_at: new Date(ctx.db.tick()).toISOString(),
          pin_count: 0,
        };
        ctx.db.state.users[id] = user;
        ctx.db.state.passwords[username] = o.password;
        ctx.db.state.emails[username] = email;
        const token = newToken();
        ctx.db.state.sessions[token] = id;
        return { data: user, status: 201, headers: { 'Set-Cookie': sessionCookie(token) } };
      },
    },
    {
      method: 'POST',
      path: '/v3/logout/',
      mutates: true,
      handle(ctx) {
        const token = readCookie(ctx.request, SESSION_COOKIE);
        if (token) delete ctx.db.state.sessions[token];
        return { data: { logged_out: true }, headers: { 'Set-Cookie': sessionCookie(LOGGED_OUT_SESSION) } };
      },
    },

    // ---------------------------------------------------------------- event logging (§7, §9)
    {
      method: 'POST',
      path: '/v3/events/',
      mutates: false,
      handle(ctx, input, _params, log) {
        const batch = Array.isArray(input.events) ? input : { events: [input] };
        const o = parse(EventBatchSchema, batch, 'event batch');
        const userId = ctx.user?.id ?? null;
        for (const event of o.events)
          log.push({ ...LoggedEventSchema.parse(event), source: 'client', userId, at: ctx.db.tick() });
        return { data: { logged: o.events.length } };
      },
    },
  ];
}

function hide(ctx: Ctx, user: User, pinId: string, on: boolean) {
  if (!ctx.db.state.pins[pinId]) throw notFound(`Pin not found: ${pinId}`);
  const set = new Set(ctx.db.state.hidden[user.id] ?? []);
  if (on) set.add(pinId);
  else set.delete(pinId);
  ctx.db.state.hidden[user.id] = [...set];
  return { data: { pin_id: pinId, hidden: on } };
}

/** The multipart POST to a VIPResource upload_url: upload_parameters plus the file. */
export async function receiveUpload(ctx: Ctx, uploadId: string, request: Request): Promise<Reply> {
  const user = ctx.requireUser('upload images');
  const upload = ctx.db.state.uploads[uploadId];
  if (!upload || upload.userId !== user.id) throw notFound(`Upload not found: ${uploadId}`);
  if (upload.base64 !== undefined) throw conflict('This upload already has its file.');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The upload must be multipart/form-data with the upload parameters and a file.');
  }
  if (form.get('key') !== upload.key)
    throw new MockHttpError(403, 'The upload key does not match.', 'FORBIDDEN');
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw badRequest('file must be a non-empty file.');
  if (file.size > MAX_UPLOAD_BYTES)
    throw new MockHttpError(413, `The file is over ${MAX_UPLOAD_BYTES} bytes.`, 'TOO_LARGE');
  if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type))
    throw badRequest('file must be a JPEG, PNG, GIF or WebP image.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  upload.base64 = toBase64(bytes);
  upload.size = bytes.length;
  upload.contentType = file.type;
  upload.signature = signatureOf(bytes);
  const pixels = imageSize(bytes);
  if (pixels) Object.assign(upload, pixels);
  return { data: { upload_id: upload.id, status: upload.status }, status: 201 };
}
