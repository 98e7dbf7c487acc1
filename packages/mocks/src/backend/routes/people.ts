/**
 * Users, follows, blocks, user state, feedback, experiences, invite codes, uploads (VIPResource),
 * locales and countries (§7).
 */
import { END_BOOKMARK, FOLLOWERS_PAGE_SIZE, isWithinWindow, type User } from '@tessera/model';
import { PLACEMENTS, type PlacedExperience } from '../../fixtures/society.ts';
import { WORLD_EPOCH } from '../../fixtures/world.ts';
import { type Ctx, paginate, pinViews } from '../context.ts';
import { dict, type ExperienceStatus, noteFollow } from '../database.ts';
import { badRequest, conflict, forbidden, notFound } from '../resourceHttp.ts';
import { type ResourceRoute, route } from '../route.ts';

/** Where the multipart upload of a VIPResource upload goes. */
export const UPLOAD_URL_PREFIX = '/v3/upload/';

export const LOCALES = [
  { code: 'en-US', name: 'English (US)' },
  { code: 'en-GB', name: 'English (UK)' },
  { code: 'fr-FR', name: 'Français' },
  { code: 'de-DE', name: 'Deutsch' },
  { code: 'es-ES', name: 'Español' },
  { code: 'ja-JP', name: '日本語' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ar-SA', name: 'العربية' },
] as const;

export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'JP', name: 'Japan' },
  { code: 'BR', name: 'Brazil' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
] as const;

function toggle(list: string[] | undefined, id: string, on: boolean): string[] {
  const set = new Set(list ?? []);
  if (on) set.add(id);
  else set.delete(id);
  return [...set];
}

/** A new user (for the 'new' audience of experiences): signed up within the §5 28-day window. */
export function isNewUser(user: User, now = WORLD_EPOCH): boolean {
  return isWithinWindow(user.created_at, now);
}

/** §7 InterestFollowResource create/delete: follows (or unfollows) interest_id and interest_list. */
function followInterests(
  ctx: Ctx,
  { interest_id, interest_list }: { interest_id?: string | undefined; interest_list?: string[] | undefined },
  followed: boolean,
) {
  const user = ctx.requireUser(followed ? 'follow topics' : 'unfollow topics');
  const ids = [...(interest_id ? [interest_id] : []), ...(interest_list ?? [])];
  for (const id of ids)
    if (!ctx.db.state.topics.some((t) => t.id === id)) throw notFound(`Topic not found: ${id}`);
  let list = ctx.db.state.follows.interests[user.id];
  for (const id of ids) {
    // The home feed shows less of a topic the viewer stopped following (§8): none of its pins.
    if (followed || (list ?? []).includes(id)) noteFollow(ctx.db.state, user.id, 'topic', id, followed);
    list = toggle(list, id, followed);
  }
  ctx.db.state.follows.interests[user.id] = list ?? [];
  return { data: { interest_ids: ids, followed } };
}

function placedId(e: PlacedExperience) {
  return `${e.placementId}:${e.experience_id}`;
}

/** The experience a placement shows to the visitor, or type 0 (none, §3): bots get none (§6). */
export function experienceFor(ctx: Ctx, placementId: number) {
  const none = {
    experience_id: 0,
    type: 0,
    display_data: {},
    triggerable_placed_exps: [],
    metadata: {},
    extraContext: {},
  };
  if (ctx.visitor === 'bot') return none;
  const experience = ctx.db.state.experiences.find((e) => e.placementId === placementId);
  if (!experience) return none;
  if (experience.audience === 'new' && !(ctx.user && isNewUser(ctx.user))) return none;
  const status = ctx.user ? ctx.db.state.experienceStatus[ctx.user.id]?.[placedId(experience)] : undefined;
  if (status === 'completed' || status === 'dismissed') return none;
  return {
    experience_id: experience.experience_id,
    type: experience.type,
    display_data: experience.display_data,
    triggerable_placed_exps: [placedId(experience)],
    metadata: experience.metadata,
    extraContext: {},
    status: status ?? 'eligible',
  };
}

export function setExperienceStatus(ctx: Ctx, placed: string, status: ExperienceStatus) {
  const user = ctx.requireUser('update experiences');
  const experience = ctx.db.state.experiences.find((e) => placedId(e) === placed);
  if (!experience) throw notFound(`No placed experience ${placed}.`);
  ctx.db.state.experienceStatus[user.id] ??= dict();
  const statuses = ctx.db.state.experienceStatus[user.id] ?? {};
  statuses[placed] = status;
  return { placed_experience_id: placed, status };
}

/** The ids of the people `userId` follows. */
function followingIds(ctx: Ctx, userId: string): string[] {
  return ctx.db.state.follows.users[userId] ?? [];
}

/** The ids of the people who follow `userId`, in the order of the users. */
function followerIds(ctx: Ctx, userId: string): string[] {
  return Object.entries(ctx.db.state.follows.users)
    .filter(([, followed]) => followed.includes(userId))
    .map(([follower]) => follower);
}

/** A user with the profile header's counts and the viewer's follow and block of them. */
function profileView(ctx: Ctx, user: User): User {
  const viewer = ctx.user;
  return {
    ...user,
    follower_count: followerIds(ctx, user.id).length,
    following_count: followingIds(ctx, user.id).length,
    explicitly_followed_by_me: viewer ? followingIds(ctx, viewer.id).includes(user.id) : false,
    blocked_by_me: viewer ? (ctx.db.state.blocks[viewer.id] ?? []).includes(user.id) : false,
  };
}

function userByNameOr404(ctx: Ctx, username: string): User {
  const user = ctx.db.userByName(username);
  if (!user) throw notFound(`User not found: ${username}`);
  return user;
}

/** A page (§9 at most 50) of `ids` as profile views, for the followers / following lists. */
function peoplePage(
  ctx: Ctx,
  ids: string[],
  scope: string,
  pageSize: number | undefined,
  bookmarks: string[],
) {
  const people = ids.flatMap((id) => {
    const user = ctx.db.user(id);
    return user ? [profileView(ctx, user)] : [];
  });
  return paginate(people, scope, pageSize ?? FOLLOWERS_PAGE_SIZE, bookmarks, END_BOOKMARK);
}

export function peopleRoutes(): ResourceRoute[] {
  return [
    route('UserResource/get', (ctx, options) => {
      if (options.user_id === undefined && options.username === undefined) {
        const viewer = ctx.requireUser('see your profile');
        return { data: profileView(ctx, viewer) };
      }
      const user =
        options.user_id !== undefined
          ? ctx.db.user(options.user_id)
          : ctx.db.userByName(options.username ?? '');
      if (!user) throw notFound(`User not found: ${options.user_id ?? options.username}`);
      // /settings search privacy: a profile hidden from search engines is not found by bots (§1).
      if (ctx.visitor === 'bot' && user.exclude_from_search)
        throw notFound(`User not found: ${user.username}`);
      return { data: profileView(ctx, user) };
    }),
    route('UserFollowersResource/get', (ctx, { username, page_size }, bookmarks) => {
      const user = userByNameOr404(ctx, username);
      return peoplePage(ctx, followerIds(ctx, user.id), `followers:${user.id}`, page_size, bookmarks);
    }),
    route('UserFollowingResource/get', (ctx, { username, page_size }, bookmarks) => {
      const user = userByNameOr404(ctx, username);
      return peoplePage(ctx, followingIds(ctx, user.id), `following:${user.id}`, page_size, bookmarks);
    }),

    route('UserBlockResource/create', (ctx, { blocked_user_id }) => {
      const user = ctx.requireUser('block people');
      if (!ctx.db.user(blocked_user_id)) throw notFound(`User not found: ${blocked_user_id}`);
      if (blocked_user_id === user.id) throw badRequest("You can't block yourself.");
      ctx.db.state.blocks[user.id] = toggle(ctx.db.state.blocks[user.id], blocked_user_id, true);
      ctx.db.state.follows.users[user.id] = toggle(
        ctx.db.state.follows.users[user.id],
        blocked_user_id,
        false,
      );
      return { data: { blocked_user_id, blocked: true } };
    }),
    route('UserBlockResource/delete', (ctx, { blocked_user_id }) => {
      const user = ctx.requireUser('unblock people');
      if (!(ctx.db.state.blocks[user.id] ?? []).includes(blocked_user_id)) {
        throw notFound(`You have not blocked user ${blocked_user_id}.`);
      }
      ctx.db.state.blocks[user.id] = toggle(ctx.db.state.blocks[user.id], blocked_user_id, false);
      return { data: { blocked_user_id, blocked: false } };
    }),

    route('UserStateResource/get', (ctx, { state }) => {
      const user = ctx.requireUser('read your state');
      const all = ctx.db.state.userState[user.id] ?? {};
      return { data: state === undefined ? all : { [state]: all[state] ?? null } };
    }),
    route('UserStateResource/create', (ctx, { state, value }) => {
      const user = ctx.requireUser('save your state');
      ctx.db.state.userState[user.id] ??= dict();
      const states = ctx.db.state.userState[user.id] ?? {};
      states[state] = value;
      return { data: { state, value } };
    }),

    route('UserFollowResource/create', (ctx, { user_id }) => {
      const user = ctx.requireUser('follow people');
      const other = ctx.db.user(user_id);
      if (!other) throw notFound(`User not found: ${user_id}`);
      if (other.id === user.id) throw badRequest("You can't follow yourself.");
      if ((ctx.db.state.blocks[user.id] ?? []).includes(other.id))
        throw forbidden('Unblock this person to follow them.');
      ctx.db.state.follows.users[user.id] = toggle(ctx.db.state.follows.users[user.id], other.id, true);
      return { data: { user_id: other.id, followed: true } };
    }),
    route('UserFollowResource/delete', (ctx, { user_id }) => {
      const user = ctx.requireUser('unfollow people');
      if (!ctx.db.user(user_id)) throw notFound(`User not found: ${user_id}`);
      ctx.db.state.follows.users[user.id] = toggle(ctx.db.state.follows.users[user.id], user_id, false);
      return { data: { user_id, followed: false } };
    }),

    route('InterestFollowResource/create', (ctx, options) => followInterests(ctx, options, true)),
    route('InterestFollowResource/delete', (ctx, options) => followInterests(ctx, options, false)),

    // §7 PinFeedbackResource update: feedback_type, pin_id. Hiding feedback hides the pin for the
    // user; unfollow feedback hides it and ends the follow of its pinner (§8 "You unfollowed {user}
    // and won't see Pins they save anymore", as the client shows it).
    route('PinFeedbackResource/update', (ctx, { feedback_type, pin_id }) => {
      const user = ctx.requireUser('give feedback');
      const pin = ctx.db.state.pins[pin_id];
      if (!pin) throw notFound(`Pin not found: ${pin_id}`);
      ctx.db.state.feedback.push({ userId: user.id, pinId: pin_id, feedbackType: feedback_type });
      if (feedback_type !== 'report')
        ctx.db.state.hidden[user.id] = toggle(ctx.db.state.hidden[user.id], pin_id, true);
      if (feedback_type === 'unfollow' && pin.pinner)
        ctx.db.state.follows.users[user.id] = toggle(
          ctx.db.state.follows.users[user.id],
          pin.pinner.id,
          false,
        );
      return { data: { pin_id, feedback_type } };
    }),

    // ---------------------------------------------------------------- experiences (§4, §7)
    route('UserExperienceResource/get', (ctx, { placement_ids }) => ({
      data: Object.fromEntries(placement_ids.map((id) => [String(id), experienceFor(ctx, id)])),
    })),
    route('UserExperienceResource/delete', (ctx, { placed_experience_id }) => ({
      data: setExperienceStatus(ctx, placed_experience_id, 'dismissed'),
    })),
    route('UserExperiencePlatformResource/get', (ctx) => ({
      data: Object.fromEntries(Object.values(PLACEMENTS).map((id) => [String(id), experienceFor(ctx, id)])),
    })),
    route('UserExperienceViewedResource/update', (ctx, { placed_experience_id }) => ({
      data: setExperienceStatus(ctx, placed_experience_id, 'viewed'),
    })),
    route('UserExperienceCompletedResource/update', (ctx, { placed_experience_id }) => ({
      data: setExperienceStatus(ctx, placed_experience_id, 'completed'),
    })),

    // §7 InviteCodeMetadataResource: sender (first_name, is_default_image, image_medium_url), invite_channel.
    route('InviteCodeMetadataResource/get', (ctx, { invite_code }) => {
      const invite = ctx.db.state.inviteCodes.find((i) => i.code.toLowerCase() === invite_code.toLowerCase());
      if (!invite) throw notFound(`Unknown invite code: ${invite_code}`);
      const sender = ctx.db.user(invite.senderId);
      return {
        data: {
          invite_code: invite.code,
          invite_channel: invite.invite_channel,
          sender: {
            id: sender?.id ?? '',
            first_name: sender?.first_name ?? '',
            is_default_image: !sender?.image_medium_url,
            image_medium_url: sender?.image_medium_url ?? '',
          },
          ...(invite.boardId ? { board_id: invite.boardId } : {}),
        },
      };
    }),

    // ---------------------------------------------------------------- uploads (§7 VIPResource)
    route('VIPResource/create', (ctx, { type }) => {
      const user = ctx.requireUser('upload images');
      const id = ctx.db.newId();
      const key = `k${ctx.db.newId()}`;
      ctx.db.state.uploads[id] = { id, userId: user.id, status: 'registered', key };
      return {
        data: {
          upload_id: id,
          upload_url: `${UPLOAD_URL_PREFIX}${id}/`,
          upload_parameters: { key, type, 'Content-Type': 'multipart/form-data' },
        },
        status: 201,
      };
    }),
    // Each poll moves a stored upload on: registered (no file yet) → processing → succeeded.
    route('VIPResource/get', (ctx, { upload_ids }) => {
      const user = ctx.requireUser('see uploads');
      const data: Record<string, { status: string; signature?: string }> = {};
      for (const id of upload_ids) {
        const upload = ctx.db.state.uploads[id];
        if (!upload || upload.userId !== user.id) throw notFound(`Upload not found: ${id}`);
        if (upload.status === 'processing' && upload.signature) upload.status = 'succeeded';
        else if (upload.status === 'registered' && upload.base64 !== undefined) upload.status = 'processing';
        data[id] = {
          status: upload.status,
          ...(upload.status === 'succeeded' ? { signature: upload.signature } : {}),
        };
      }
      return { data };
    }),

    route('LocalesResource/get', () => ({ data: LOCALES.map((l) => ({ ...l })) })),
    route('CountriesResource/get', () => ({ data: COUNTRIES.map((c) => ({ ...c })) })),

    // ---------------------------------------------------------------- news and conversations
    route('NewsHubResource/get', (ctx, { page_size }, bookmarks) => {
      const user = ctx.requireUser('see your notifications');
      const items = ctx.db.state.news
        .filter((n) => n.userId === user.id)
        .map((n) => ({
          ...n,
          actors: n.actorIds.flatMap((id) => ctx.db.user(id) ?? []),
          pins: pinViews(ctx, n.pinIds),
        }));
      return paginate(items, `news:${user.id}`, page_size ?? 25, bookmarks, END_BOOKMARK);
    }),
    // Issue 30: opening the notifications marks them seen, kept here, so the count clears everywhere.
    route('NewsHubSeenResource/create', (ctx) => {
      const user = ctx.requireUser('see your notifications');
      let seen = 0;
      for (const news of ctx.db.state.news) {
        if (news.userId !== user.id || !news.unread) continue;
        news.unread = false;
        seen += 1;
      }
      return { data: { seen } };
    }),
    route('ConversationsResource/get', (ctx, { page_size }, bookmarks) => {
      const user = ctx.requireUser('see your messages');
      const items = ctx.db.state.conversations
        .filter((c) => c.participantIds.includes(user.id))
        .map((c) => ({
          id: c.id,
          participants: c.participantIds.flatMap((id) => ctx.db.user(id) ?? []),
          last_message: c.messages[c.messages.length - 1] ?? null,
        }));
      return paginate(items, `conversations:${user.id}`, page_size ?? 25, bookmarks, END_BOOKMARK);
    }),
    route('ConversationMessagesResource/get', (ctx, { conversation_id, page_size }, bookmarks) => {
      const user = ctx.requireUser('see your messages');
      const conversation = ctx.db.state.conversations.find((c) => c.id === conversation_id);
      if (!conversation) throw notFound(`Conversation not found: ${conversation_id}`);
      if (!conversation.participantIds.includes(user.id))
        throw forbidden("You can't read someone else's conversation.");
      const messages = conversation.messages.map((m) => ({
        ...m,
        conversationId: conversation.id,
        sender: ctx.db.user(m.senderId) ?? null,
        ...(m.pinId ? { pin: pinViews(ctx, [m.pinId])[0] ?? null } : {}),
      }));
      return paginate(messages, `messages:${conversation.id}`, page_size ?? 25, bookmarks, END_BOOKMARK);
    }),
    // Send a message or a pin (§1 send): to a conversation, or to a user (a new conversation).
    route('ConversationMessagesResource/create', (ctx, { conversation_id, user_id, text, pin_id }) => {
      const user = ctx.requireUser('send messages');
      const { state } = ctx.db;
      if (pin_id !== undefined && !state.pins[pin_id]) throw notFound(`Pin not found: ${pin_id}`);
      let conversation =
        conversation_id === undefined ? undefined : state.conversations.find((c) => c.id === conversation_id);
      if (conversation_id !== undefined && !conversation)
        throw notFound(`Conversation not found: ${conversation_id}`);
      if (conversation && !conversation.participantIds.includes(user.id)) {
        throw forbidden("You can't write in someone else's conversation.");
      }
      if (!conversation && user_id !== undefined) {
        const other = ctx.db.user(user_id);
        if (!other) throw notFound(`User not found: ${user_id}`);
        if (other.id === user.id) throw badRequest("You can't message yourself.");
        if (
          (state.blocks[other.id] ?? []).includes(user.id) ||
          (state.blocks[user.id] ?? []).includes(other.id)
        ) {
          throw forbidden("You can't message this person.");
        }
        conversation = state.conversations.find(
          (c) =>
            c.participantIds.length === 2 &&
            c.participantIds.includes(user.id) &&
            c.participantIds.includes(other.id),
        );
        if (!conversation) {
          conversation = { id: ctx.db.newId(), participantIds: [user.id, other.id], messages: [] };
          state.conversations.push(conversation);
        }
      }
      if (!conversation) throw conflict('No conversation to write in.');
      const message = {
        id: ctx.db.newId(),
        senderId: user.id,
        text,
        ...(pin_id ? { pinId: pin_id } : {}),
        created_at: new Date(ctx.db.tick()).toISOString(),
      };
      conversation.messages.push(message);
      return { data: { conversation_id: conversation.id, message }, status: 201 };
    }),
  ];
}
