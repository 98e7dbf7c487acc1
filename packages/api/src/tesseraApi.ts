/**
 * The typed calls of §7, one function per call, on top of the generic resource client. Options
 * are typed from the request schemas of @tessera/model (the same ones the mock backend validates
 * with); pins, boards and users in answers are checked against the model's entity schemas.
 */
import {
  type AppealStatus,
  BOARDS_PAGE_SIZE,
  type Board,
  BoardDetailsSchema,
  BoardInviteSchema,
  BoardSchema,
  type BoardSection,
  BoardSectionSchema,
  type BoardSort,
  type EmailSubscriptions,
  END_BOOKMARK,
  type LoggedEvent,
  type BoardDetails as ModelBoardDetails,
  type OffsiteStatus,
  type Pin,
  PinSchema,
  PlacementsSchema,
  type RepinResult,
  RepinResultSchema,
  type ResourceCallInput,
  type ResourceCallName,
  SearchSuggestionsSchema,
  type User,
  UserSchema,
  type UsersMeUpdate,
} from '@tessera/model';
import { ResourceRequestError } from './ResourceRequestError.ts';
import type { RequestInitOptions, ResourceClient, ResourceOptions } from './resourceClient.ts';

/** The most pages getBoards follows before it stops (25 boards a page: 2500 boards). */
export const MAX_BOARD_PAGES = 100;

export interface HomefeedPage {
  pins: Pin[];
  /** The bookmark of the next page, or null at the end of the feed (the server sent END_BOOKMARK). */
  bookmark: string | null;
}

/** A page of any feed: items and the next bookmark (null at the end, §4). */
export interface Page<T> {
  items: T[];
  bookmark: string | null;
}

/** The bookmark to ask for next, or null when `bookmark` says there is nothing more. */
export function nextBookmark(bookmark: string | null | undefined): string | null {
  return bookmark && bookmark !== END_BOOKMARK ? bookmark : null;
}

/** The part of a zod schema used here (so this package needs no zod of its own). */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

function checked<T>(schema: Schema<T>, data: unknown, resource: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ResourceRequestError({ code: 'INVALID_RESPONSE', resource, cause: result.error });
}

const malformed = new WeakSet<Pin>();

/**
 * A pin of a feed page that did not match the model's schema (issue 18): the page keeps it as
 * a stand-in with its id only, so the grid draws the unavailable-pin placeholder in its place
 * and every other pin of the page as usual.
 */
export function isMalformedPin(pin: Pin): boolean {
  return malformed.has(pin);
}

/** A feed page's pins, each checked on its own: one broken pin does not cost the page. */
function checkedPins(data: unknown, resource: string): Pin[] {
  if (!Array.isArray(data)) {
    throw new ResourceRequestError({
      code: 'INVALID_RESPONSE',
      resource,
      cause: new Error('not a list of pins'),
    });
  }
  return data.flatMap((item): Pin[] => {
    const result = PinSchema.safeParse(item);
    if (result.success) return [result.data];
    const id = (item as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '') return [];
    const stand: Pin = { id, images: {} };
    malformed.add(stand);
    return [stand];
  });
}
/**
 * A list whose every item `item` checks: the model's schemas are zod/mini's, which have no
 * `.array()` (and this package needs no zod of its own). The first bad item is the failure.
 */
function listOf<T>(item: Schema<T>): Schema<T[]> {
  return {
    safeParse(data) {
      if (!Array.isArray(data)) return { success: false, error: new Error('not a list') };
      const items: T[] = [];
      for (const entry of data) {
        const result = item.safeParse(entry);
        if (!result.success) return result;
        items.push(result.data);
      }
      return { success: true, data: items };
    },
  };
}
const BoardsSchema = listOf(BoardSchema);
const UsersSchema = listOf(UserSchema);

/** A board with the fields the board pages need (the model's BoardDetailsSchema). */
export type BoardDetails = ModelBoardDetails;

/** §3 aggregated comment. */
export interface PinComment {
  id: string;
  text: string;
  created_at: string;
  user: { id: string; username: string; fullName: string };
}

export interface Topic {
  id: string;
  name: string;
  url_name: string;
  followed_by_me: boolean;
}

/** §3 Invite: sender and channel. */
export interface InviteMetadata {
  invite_code: string;
  invite_channel: number;
  sender: { id: string; first_name: string; is_default_image: boolean; image_medium_url: string };
  board_id?: string;
}

/** §3 Upload, as VIPResource create answers it. */
export interface UploadTicket {
  upload_id: string;
  upload_url: string;
  upload_parameters: Record<string, string>;
}
export interface UploadState {
  status: string;
  signature?: string;
}

export interface OffsiteCheck {
  message: string;
  redirect_status: OffsiteStatus;
  url: string;
}

export interface NewsItem {
  id: string;
  type: string;
  text: string;
  actors: User[];
  pins: Pin[];
  created_at: string;
  unread: boolean;
}

export interface ConversationSummary {
  id: string;
  participants: User[];
  last_message: ConversationMessage | null;
}
export interface ConversationMessage {
  id: string;
  senderId: string;
  text: string;
  pinId?: string;
  created_at: string;
  sender?: User | null;
  pin?: Pin | null;
}

/** /appealed-pin/: an appeal of a decision about one of the viewer's pins (ours). */
export interface PinAppeal {
  id: string;
  pin_id: string;
  pin: Pin | null;
  reason: string;
  status: AppealStatus;
  created_at: string;
}

/** /reports-and-violations/ (ours). */
export interface ReportsAndViolations {
  reports: Array<{ pin_id: string; pin: Pin | null; feedback_type: string }>;
  violations: Array<{ pin_id: string; pin: Pin | null; report_count: number }>;
}

/** /age-appeal (ours). */
export interface AgeAppeal {
  id: string;
  birthdate: string;
  status: AppealStatus;
  created_at: string;
}

export interface NamedCode {
  code: string;
  name: string;
}

/** The viewer's business account, or that they have none (ours: §2 /business/, §6 partner). */
export interface BusinessAccount {
  /** The user id: {userBizId} of /business/business-access/{userBizId}/. */
  user_biz_id: string;
  is_business: boolean;
  business_name: string | null;
  /** §3 isVerifiedMerchant of the account. */
  verified_merchant: boolean;
  follower_count: number;
}

/** One own pin's figures over `days` (§5/§6 partner analytics; ours). */
export interface PinStats {
  pin: Pin;
  days: number;
  impressions: number;
  closeups: number;
  saves: number;
  outbound_clicks: number;
}

type Options<N extends ResourceCallName> = ResourceCallInput<N>;

/** Drops undefined values (optional options are left out of the request). */
function defined<T extends object>(options: T): ResourceOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

/** /email/subscription (ours): the viewer's email and which emails they get. */
export interface EmailPreferences {
  email: string;
  subscriptions: EmailSubscriptions;
}

export function createTesseraApi(client: ResourceClient) {
  const read = async <T>(
    name: ResourceCallName,
    options: object = {},
    bookmark?: string | null,
    init?: RequestInitOptions,
  ) => {
    const [resource = ''] = name.split('/');
    return client.get<T>(resource, defined(options), bookmark ? [bookmark] : undefined, init);
  };
  const change = async <T>(name: ResourceCallName, options: object = {}, init?: RequestInitOptions) => {
    const [resource = '', action] = name.split('/');
    const send = action === 'create' ? client.create : action === 'update' ? client.update : client.delete;
    return send<T>(resource, defined(options), init);
  };
  /** A paged reader whose items are pins. */
  const pinPage = async (
    name: ResourceCallName,
    options: object,
    bookmark?: string | null,
  ): Promise<Page<Pin>> => {
    const page = await read<unknown>(name, options, bookmark);
    return { items: checkedPins(page.data ?? [], name), bookmark: nextBookmark(page.bookmark) };
  };
  const page = async <T>(
    name: ResourceCallName,
    options: object,
    bookmark?: string | null,
  ): Promise<Page<T>> => {
    const result = await read<T[]>(name, options, bookmark);
    return { items: result.data ?? [], bookmark: nextBookmark(result.bookmark) };
  };
  const peoplePage = async (
    name: ResourceCallName,
    options: object,
    bookmark?: string | null,
  ): Promise<Page<User>> => {
    const result = await read<unknown>(name, options, bookmark);
    return { items: checked(UsersSchema, result.data ?? [], name), bookmark: nextBookmark(result.bookmark) };
  };
  async function getBoardsPage(
    o: Options<'BoardsResource/get'> = {},
    bookmark?: string | null,
  ): Promise<Page<Board>> {
    const result = await read<unknown>('BoardsResource/get', o, bookmark);
    return {
      items: checked(BoardsSchema, result.data ?? [], 'BoardsResource/get'),
      bookmark: nextBookmark(result.bookmark),
    };
  }
  const rest = async <T>(...args: Parameters<ResourceClient['rest']>) => (await client.rest<T>(...args)).data;

  return {
    // ------------------------------------------------------------ the generic client, for anything else
    client,

    // ------------------------------------------------------------ feeds (§2 readers)
    /** One page of the home feed (HomefeedResource); pass the last page's bookmark for the next. */
    async getHomefeed({
      bookmark,
      pageSize,
    }: {
      bookmark?: string | null;
      pageSize?: number;
    } = {}): Promise<HomefeedPage> {
      const result = await pinPage('HomefeedResource/get', { page_size: pageSize }, bookmark);
      return { pins: result.items, bookmark: result.bookmark };
    },
    getRelatedPins: (o: Options<'RelatedPinsResource/get'>, bookmark?: string | null) =>
      pinPage('RelatedPinsResource/get', o, bookmark),
    getBoardFeed: (o: Options<'BoardFeedResource/get'>, bookmark?: string | null) =>
      pinPage('BoardFeedResource/get', o, bookmark),
    getSectionFeed: (o: Options<'SectionFeedResource/get'>, bookmark?: string | null) =>
      pinPage('SectionFeedResource/get', o, bookmark),
    getUserPins: (o: Options<'UserPinsResource/get'>, bookmark?: string | null) =>
      pinPage('UserPinsResource/get', o, bookmark),
    getUserSavedPins: (o: Options<'UserSavedPinsResource/get'>, bookmark?: string | null) =>
      pinPage('UserSavedPinsResource/get', o, bookmark),
    /** §2 profile tried (ours: the pins the user commented on). */
    getUserTriedPins: (o: Options<'UserTriedPinsResource/get'>, bookmark?: string | null) =>
      pinPage('UserTriedPinsResource/get', o, bookmark),
    getFollowingFeed: (o: Options<'FollowingFeedResource/get'> = {}, bookmark?: string | null) =>
      pinPage('FollowingFeedResource/get', o, bookmark),
    getTopicFeed: (o: Options<'TopicFeedResource/get'>, bookmark?: string | null) =>
      pinPage('TopicFeedResource/get', o, bookmark),
    getIdeas: (o: Options<'IdeasResource/get'> = {}, bookmark?: string | null) =>
      pinPage('IdeasResource/get', o, bookmark),
    getVideos: (o: Options<'VideosFeedResource/get'> = {}, bookmark?: string | null) =>
      pinPage('VideosFeedResource/get', o, bookmark),
    getShopping: (o: Options<'ShoppingFeedResource/get'> = {}, bookmark?: string | null) =>
      pinPage('ShoppingFeedResource/get', o, bookmark),
    getToday: (o: Options<'TodayResource/get'> = {}, bookmark?: string | null) =>
      pinPage('TodayResource/get', o, bookmark),
    /** Search, any tab of §2: pins for the pin tabs, boards, users, or both for my_content. */
    search: <T = Pin>(o: Options<'SearchResource/get'>, bookmark?: string | null) =>
      page<T>('SearchResource/get', o, bookmark),
    /** A pin tab of search (pins, buyable_pins, my_pins, videos, idea_pins, shop_tool), each pin checked. */
    searchPins: (o: Options<'SearchResource/get'>, bookmark?: string | null) =>
      pinPage('SearchResource/get', o, bookmark),
    /** The boards tab of search, parsed with the model's BoardSchema. */
    searchBoards: async (o: Omit<Options<'SearchResource/get'>, 'scope'>, bookmark?: string | null) => {
      const result = await read<unknown>('SearchResource/get', { ...o, scope: 'boards' }, bookmark);
      return {
        items: checked(BoardsSchema, result.data ?? [], 'SearchResource/get'),
        bookmark: nextBookmark(result.bookmark),
      };
    },
    /** The users tab of search, parsed with the model's UserSchema. */
    searchUsers: async (o: Omit<Options<'SearchResource/get'>, 'scope'>, bookmark?: string | null) => {
      const result = await read<unknown>('SearchResource/get', { ...o, scope: 'users' }, bookmark);
      return {
        items: checked(UsersSchema, result.data ?? [], 'SearchResource/get'),
        bookmark: nextBookmark(result.bookmark),
      };
    },
    /** What the header's search field suggests for `query` ('' on an empty focus: recent and trending), checked. */
    searchSuggestions: async (o: Options<'SearchSuggestionsResource/get'>, init?: RequestInitOptions) =>
      checked(
        SearchSuggestionsSchema,
        (await read<unknown>('SearchSuggestionsResource/get', o, undefined, init)).data,
        'SearchSuggestionsResource/get',
      ),
    /** Keeps a logged-in viewer's completed search among their recent searches (on the server). */
    recordSearch: (o: Options<'RecentSearchesResource/create'>) =>
      change<unknown>('RecentSearchesResource/create', o),
    /** Clears the logged-in viewer's recent searches. */
    clearRecentSearches: () => change<unknown>('RecentSearchesResource/delete', {}),
    getTopics: (o: Options<'TopicsResource/get'> = {}, bookmark?: string | null) =>
      page<Topic>('TopicsResource/get', o, bookmark),
    getTopic: async (o: Options<'TopicResource/get'>) =>
      (await read<Topic>('TopicResource/get', o)).data as Topic,
    getNews: (o: Options<'NewsHubResource/get'> = {}, bookmark?: string | null) =>
      page<NewsItem>('NewsHubResource/get', o, bookmark),
    /** The viewer opened their notifications: all of them are seen (the server keeps it). */
    markNewsSeen: () => change<{ seen: number }>('NewsHubSeenResource/create', {}),
    getConversations: (o: Options<'ConversationsResource/get'> = {}, bookmark?: string | null) =>
      page<ConversationSummary>('ConversationsResource/get', o, bookmark),
    getConversationMessages: (o: Options<'ConversationMessagesResource/get'>, bookmark?: string | null) =>
      page<ConversationMessage>('ConversationMessagesResource/get', o, bookmark),
    sendMessage: (o: Options<'ConversationMessagesResource/create'>) =>
      change<{ conversation_id: string; message: ConversationMessage }>(
        'ConversationMessagesResource/create',
        o,
      ),

    // ------------------------------------------------------------ business (ours: §2 /business/, §6 partner)
    /** The viewer's business account, or that they have none (401 logged out). */
    getBusinessAccount: async () =>
      (await read<BusinessAccount>('BusinessAccountResource/get')).data as BusinessAccount,
    /** /business/convert: makes the viewer's account a business account (409 if it is one). */
    convertToBusiness: (o: Options<'BusinessAccountResource/create'>) =>
      change<BusinessAccount>('BusinessAccountResource/create', o),
    /** A business's promoted pins or products (403 for an account that is not a business). */
    getBusinessPins: (o: Options<'BusinessPinsResource/get'>, bookmark?: string | null) =>
      pinPage('BusinessPinsResource/get', o, bookmark),
    /** §5/§6 analytics of the business's own public/protected non-repin pins. */
    getBusinessPinStats: (o: Options<'BusinessPinStatsResource/get'> = {}, bookmark?: string | null) =>
      page<PinStats>('BusinessPinStatsResource/get', o, bookmark),

    // ------------------------------------------------------------ pins
    async getPin(o: Options<'PinResource/get'>): Promise<Pin> {
      return checked(PinSchema, (await read<unknown>('PinResource/get', o)).data, 'PinResource/get');
    },
    /** Saves (repins) a pin: to a board, a board's section, or with no board to the profile (§4). */
    async repin({
      pinId,
      boardId,
      sectionId,
      ...rest
    }: { pinId: string; boardId?: string; sectionId?: string } & Omit<
      Options<'PinResource/create'>,
      'pin_id' | 'board_id' | 'section_id'
    >): Promise<RepinResult> {
      const data = await change<unknown>('PinResource/create', {
        ...rest,
        pin_id: pinId,
        board_id: boardId,
        section_id: sectionId,
      });
      return checked(RepinResultSchema, data, 'PinResource/create');
    },
    /** A new pin (from an upload's signature, an image URL or base64 data). */
    async createPin(o: Omit<Options<'PinResource/create'>, 'pin_id'>): Promise<Pin> {
      return checked(PinSchema, await change<unknown>('PinResource/create', o), 'PinResource/create');
    },
    async updatePin(o: Options<'PinResource/update'>): Promise<Pin> {
      return checked(PinSchema, await change<unknown>('PinResource/update', o), 'PinResource/update');
    },
    /** Removes the viewer's save of a pin (Delete PinResource: id, board id). */
    async deletePin({
      pinId,
      boardId,
      clientTrackingParams,
    }: {
      pinId: string;
      boardId?: string;
      clientTrackingParams?: string;
    }) {
      await change<unknown>('PinResource/delete', {
        id: pinId,
        board_id: boardId,
        client_tracking_params: clientTrackingParams,
      });
    },
    sendPinFeedback: (o: Options<'PinFeedbackResource/update'>) =>
      change<unknown>('PinFeedbackResource/update', o),
    /** Promotes one of the viewer's pins (§2 promote tools; ours): the pin, now promoted by the viewer. */
    async promotePin(o: Options<'PinPromotionResource/create'>): Promise<Pin> {
      return checked(
        PinSchema,
        await change<unknown>('PinPromotionResource/create', o),
        'PinPromotionResource/create',
      );
    },

    // ------------------------------------------------------------ boards
    getBoard: async (o: Options<'BoardResource/get'>): Promise<BoardDetails> =>
      checked(BoardDetailsSchema, (await read<unknown>('BoardResource/get', o)).data, 'BoardResource/get'),
    createBoard: async (o: Options<'BoardResource/create'>): Promise<BoardDetails> =>
      checked(BoardDetailsSchema, await change<unknown>('BoardResource/create', o), 'BoardResource/create'),
    updateBoard: async (o: Options<'BoardResource/update'>): Promise<BoardDetails> =>
      checked(BoardDetailsSchema, await change<unknown>('BoardResource/update', o), 'BoardResource/update'),
    deleteBoard: (o: Options<'BoardResource/delete'>) => change<{ id: string }>('BoardResource/delete', o),
    /** One page of BoardsResource with every option of §7. */
    getBoardsPage,
    /** Every board of a user (default: the viewer), following the bookmarks page by page. */
    async getBoards({
      username,
      sort,
      ...rest
    }: { username?: string; sort?: BoardSort } & Options<'BoardsResource/get'> = {}) {
      const boards: Board[] = [];
      let bookmark: string | null = null;
      for (let pages = 0; pages < MAX_BOARD_PAGES; pages++) {
        const result: Page<Board> = await getBoardsPage(
          { page_size: BOARDS_PAGE_SIZE, ...rest, username, sort },
          bookmark,
        );
        boards.push(...result.items);
        bookmark = result.bookmark;
        if (bookmark === null) break;
      }
      return boards;
    },
    getBoardSections: async (o: Options<'BoardSectionsResource/get'>) =>
      checked(
        listOf(BoardSectionSchema),
        (await read<unknown>('BoardSectionsResource/get', o)).data ?? [],
        'BoardSectionsResource/get',
      ),
    /** /boardsection/{id}/edit: one section by its id, with its board (id, name, url). */
    getBoardSection: async (o: Options<'BoardSectionResource/get'>) =>
      checked(
        BoardSectionSchema,
        (await read<unknown>('BoardSectionResource/get', o)).data,
        'BoardSectionResource/get',
      ),
    createBoardSection: (o: Options<'BoardSectionResource/create'>) =>
      change<BoardSection>('BoardSectionResource/create', o),
    updateBoardSection: (o: Options<'BoardSectionResource/update'>) =>
      change<BoardSection>('BoardSectionResource/update', o),
    /** /pin/{id}/comments. */
    getPinComments: (o: Options<'AggregatedCommentsResource/get'>, bookmark?: string | null) =>
      page<PinComment>('AggregatedCommentsResource/get', o, bookmark),
    addPinComment: (o: Options<'AggregatedCommentResource/create'>) =>
      change<PinComment>('AggregatedCommentResource/create', o),
    deleteBoardSection: (o: Options<'BoardSectionResource/delete'>) =>
      change<{ id: string }>('BoardSectionResource/delete', o),
    getBoardInvites: async (o: Options<'BoardInviteResource/get'> = {}) =>
      checked(
        listOf(BoardInviteSchema),
        (await read<unknown>('BoardInviteResource/get', o)).data ?? [],
        'BoardInviteResource/get',
      ),
    inviteToBoard: (o: Options<'BoardInviteResource/create'>) =>
      change<unknown>('BoardInviteResource/create', o),
    acceptBoardInvite: (o: Options<'BoardInviteResource/update'>) =>
      change<unknown>('BoardInviteResource/update', o),
    deleteBoardInvite: (o: Options<'BoardInviteResource/delete'>) =>
      change<null>('BoardInviteResource/delete', o),
    async getBoardCollaborators(o: Options<'BoardCollaboratorResource/get'>): Promise<User[]> {
      const data = (await read<unknown>('BoardCollaboratorResource/get', o)).data;
      return checked(UsersSchema, data ?? [], 'BoardCollaboratorResource/get');
    },
    removeBoardCollaborator: (o: Options<'BoardCollaboratorResource/delete'>) =>
      change<null>('BoardCollaboratorResource/delete', o),
    /** §3 bulkDelete. */
    bulkDelete: (o: Options<'BulkEditResource/delete'>) =>
      change<{ deleted: string[] }>('BulkEditResource/delete', o),
    /** §3 bulkMove / bulkCopy. */
    bulkMoveOrCopy: (o: Options<'BulkEditResource/update'>) =>
      change<{ moved: string[] }>('BulkEditResource/update', o),
    bulkDeleteAll: (o: Options<'BulkEditSelectAllResource/delete'>) =>
      change<{ deleted: string[] }>('BulkEditSelectAllResource/delete', o),
    followBoard: (boardId: string) =>
      rest<{ followed_by_me: boolean }>('PUT', `/v3/boards/${encodeURIComponent(boardId)}/follow/`),
    unfollowBoard: (boardId: string) =>
      rest<{ followed_by_me: boolean }>('DELETE', `/v3/boards/${encodeURIComponent(boardId)}/follow/`),

    // ------------------------------------------------------------ people
    /** The logged-in viewer (UserResource). */
    async getViewer(): Promise<User> {
      return checked(UserSchema, (await read<unknown>('UserResource/get', {})).data, 'UserResource/get');
    },
    async getUser(o: Options<'UserResource/get'>): Promise<User> {
      return checked(UserSchema, (await read<unknown>('UserResource/get', o)).data, 'UserResource/get');
    },
    /** §2 profile followers: the people who follow the user, a page (≤ §9 50) at a time. */
    getUserFollowers: (o: Options<'UserFollowersResource/get'>, bookmark?: string | null) =>
      peoplePage('UserFollowersResource/get', o, bookmark),
    /** §2 profile following: the people the user follows. */
    getUserFollowing: (o: Options<'UserFollowingResource/get'>, bookmark?: string | null) =>
      peoplePage('UserFollowingResource/get', o, bookmark),
    /** §2 /edit: the topics the viewer follows (ours: UserFollowedTopicsResource, ≤ 50 a page). */
    getFollowedTopics: (o: Options<'UserFollowedTopicsResource/get'> = {}, bookmark?: string | null) =>
      page<Topic>('UserFollowedTopicsResource/get', o, bookmark),
    /** §2 /edit: the boards the viewer follows (ours: UserFollowedBoardsResource), with their follow. */
    async getFollowedBoards(
      o: Options<'UserFollowedBoardsResource/get'> = {},
      bookmark?: string | null,
    ): Promise<Page<BoardDetails>> {
      const result = await read<unknown>('UserFollowedBoardsResource/get', o, bookmark);
      return {
        items: checked(listOf(BoardDetailsSchema), result.data ?? [], 'UserFollowedBoardsResource/get'),
        bookmark: nextBookmark(result.bookmark),
      };
    },
    blockUser: (o: Options<'UserBlockResource/create'>) => change<unknown>('UserBlockResource/create', o),
    unblockUser: (o: Options<'UserBlockResource/delete'>) => change<unknown>('UserBlockResource/delete', o),
    getUserState: async (o: Options<'UserStateResource/get'> = {}) =>
      (await read<Record<string, unknown>>('UserStateResource/get', o)).data ?? {},
    setUserState: (o: Options<'UserStateResource/create'>) => change<unknown>('UserStateResource/create', o),
    followUser: (o: Options<'UserFollowResource/create'>) => change<unknown>('UserFollowResource/create', o),
    unfollowUser: (o: Options<'UserFollowResource/delete'>) =>
      change<unknown>('UserFollowResource/delete', o),
    followInterest: (o: Options<'InterestFollowResource/create'>) =>
      change<unknown>('InterestFollowResource/create', o),
    unfollowInterest: (o: Options<'InterestFollowResource/delete'>) =>
      change<unknown>('InterestFollowResource/delete', o),
    getMe: () => rest<User & { visitor_type: string }>('GET', '/v3/users/me/'),
    /** /settings: the fields of UsersMeUpdateSchema (a 400 names the field, see issuesByField). */
    updateMe: (body: UsersMeUpdate) => rest<User>('POST', '/v3/users/me/', { body }),

    // ------------------------------------------------------------ the account pages (issue 14; ours)
    /** /settings: the people the viewer blocked. */
    getBlockedUsers: (o: Options<'UserBlockResource/get'> = {}, bookmark?: string | null) =>
      peoplePage('UserBlockResource/get', o, bookmark),
    /** /appealed-pin/: the viewer's appeals, newest first. */
    getPinAppeals: async () => (await read<PinAppeal[]>('PinAppealResource/get')).data ?? [],
    appealPin: (o: Options<'PinAppealResource/create'>) => change<PinAppeal>('PinAppealResource/create', o),
    /** /reports-and-violations/: the viewer's reports and the reports of their pins. */
    getReports: async () =>
      (await read<ReportsAndViolations>('UserReportsResource/get')).data ?? { reports: [], violations: [] },
    /** /age-appeal: the viewer's latest age appeal (null: none). */
    getAgeAppeal: async () => (await read<AgeAppeal | null>('AgeAppealResource/get')).data ?? null,
    appealAge: (o: Options<'AgeAppealResource/create'>) => change<AgeAppeal>('AgeAppealResource/create', o),
    /** /secure/panic: ends every session of the viewer and sets a new password. */
    lockAccount: (o: Options<'AccountLockdownResource/create'>) =>
      change<{ locked: boolean; sessions_ended: number }>('AccountLockdownResource/create', o),
    registerExists: (email: string) =>
      rest<{ email: string; exists: boolean }>('GET', '/v3/register/exists/', {
        query: { data: JSON.stringify({ email }) },
      }),
    login: (body: { username_or_email: string; password: string }) =>
      rest<User>('POST', '/v3/login/', { body }),
    signup: (body: {
      email: string;
      password: string;
      username?: string;
      first_name?: string;
      /** /signup/sso-business-account/…: becomes the profile's name. */
      business_name?: string;
    }) => rest<User>('POST', '/v3/register/', { body }),
    // The account pages' calls (issue 14; ours, §7 shows none: the model's accountPages.ts).
    /** /password/reset: a reset link to this email (the same answer for any email). */
    requestPasswordReset: (body: { email: string }) =>
      rest<{ email: string; sent: boolean }>('POST', '/v3/password/reset/', { body }),
    /** /pw/{username}: the logged-in user's new password. */
    changePassword: (body: {
      username: string;
      current_password: string;
      new_password: string;
      new_password_confirm: string;
    }) => rest<{ username: string; changed: boolean }>('POST', '/v3/password/change/', { body }),
    /** /email/subscription: the viewer's email and which emails they get. */
    getEmailSubscriptions: () => rest<EmailPreferences>('GET', '/v3/email/subscription/'),
    updateEmailSubscriptions: (body: Partial<EmailSubscriptions>) =>
      rest<EmailPreferences>('PUT', '/v3/email/subscription/', { body }),
    /** /email/user_survey. */
    sendUserSurvey: (body: { rating: number; comment?: string }) =>
      rest<{ received: boolean; rating: number }>('POST', '/v3/email/user_survey/', { body }),
    /** /email_verification_error: a new verification link to the viewer's email. */
    resendEmailVerification: () => rest<{ email: string; sent: boolean }>('POST', '/v3/email/verification/'),
    /** /oauth, /app-factory-oauth: the viewer allows an app; a code for its redirect_uri. */
    authorizeApp: (body: { client_id: string; redirect_uri: string; scope: string; state?: string }) =>
      rest<{ code: string; state?: string }>('POST', '/v3/oauth/authorize/', { body }),
    logout: () => rest<{ logged_out: boolean }>('POST', '/v3/logout/'),

    // ------------------------------------------------------------ experiences (§4, §7)
    getExperiences: async (o: Options<'UserExperienceResource/get'>) =>
      checked(
        PlacementsSchema,
        (await read<unknown>('UserExperienceResource/get', o)).data ?? {},
        'UserExperienceResource/get',
      ),
    getPlatformExperiences: async (o: Options<'UserExperiencePlatformResource/get'> = {}) =>
      checked(
        PlacementsSchema,
        (await read<unknown>('UserExperiencePlatformResource/get', o)).data ?? {},
        'UserExperiencePlatformResource/get',
      ),
    dismissExperience: (o: Options<'UserExperienceResource/delete'>) =>
      change<unknown>('UserExperienceResource/delete', o),
    markExperienceViewed: (o: Options<'UserExperienceViewedResource/update'>) =>
      change<unknown>('UserExperienceViewedResource/update', o),
    markExperienceCompleted: (o: Options<'UserExperienceCompletedResource/update'>) =>
      change<unknown>('UserExperienceCompletedResource/update', o),
    /** §7 PUT /v3/experiences/{placementId}%3A{experienceId}/trigger/. */
    triggerExperience: (placedExperienceId: string, extraContext?: string) =>
      rest<unknown>('PUT', `/v3/experiences/${encodeURIComponent(placedExperienceId)}/trigger/`, {
        body: extraContext === undefined ? {} : { extra_context: extraContext },
      }),

    // ------------------------------------------------------------ invites, locales, countries
    getInviteCodeMetadata: async (o: Options<'InviteCodeMetadataResource/get'>) =>
      (await read<InviteMetadata>('InviteCodeMetadataResource/get', o)).data as InviteMetadata,
    getLocales: async () => (await read<NamedCode[]>('LocalesResource/get')).data ?? [],
    getCountries: async () => (await read<NamedCode[]>('CountriesResource/get')).data ?? [],

    // ------------------------------------------------------------ uploads (§7 VIPResource; the flow is uploadMachine's)
    createUpload: (o: Options<'VIPResource/create'>) => change<UploadTicket>('VIPResource/create', o),
    getUploads: async (o: Options<'VIPResource/get'>) =>
      (await read<Record<string, UploadState>>('VIPResource/get', o)).data ?? {},

    // ------------------------------------------------------------ offsite, outbound, attribution, hides
    /** §7 spam check (check_only true) or click record (check_only false). */
    checkOffsite: (o: {
      pin_id?: string;
      third_party_ad?: boolean;
      url: string;
      check_only?: boolean;
      aux_data?: string;
      client_tracking_params?: string;
    }) => rest<OffsiteCheck>('POST', '/v3/offsite/', { body: o }),
    /** §7 right-click log: check_only false with aux_data clickthrough type rightClick. */
    logRightClick: (o: {
      pin_id: string;
      url: string;
      client_tracking_params?: string;
      aux_data: Record<string, unknown>;
    }) =>
      rest<OffsiteCheck>('POST', '/v3/offsite/', {
        body: {
          ...o,
          check_only: false,
          aux_data: JSON.stringify({ clickthrough_type: 'rightClick', ...o.aux_data }),
        },
      }),
    /** §2 whether the visitor is on the internal network (the debug panel; ours: the spec names no call). */
    getNetwork: () => rest<{ internal_network: boolean }>('GET', '/v3/network/'),
    /** §7 GET outbound link (background ping). */
    pingOutbound: (o: { pin: string; client_tracking_params?: string }) =>
      rest<boolean>('GET', '/v3/outbound/', { query: o }),
    /** §7 GET attribution source; destination is a list of origins (sent as JSON). */
    registerAttributionSource: (o: {
      source_event_id: string;
      destination: string[];
      expiry: number;
      priority: number;
      source_event_type: 'click' | 'view';
      advertiser_id?: string;
      campaign_id?: string;
      hostname?: string;
    }) =>
      rest<Record<string, unknown>>('GET', '/v3/attribution/source/', {
        query: { ...o, destination: JSON.stringify(o.destination) },
      }),
    hideNewsPin: (newsId: string, pinId: string) =>
      rest<unknown>(
        'PUT',
        `/v3/news_hub/${encodeURIComponent(newsId)}/pin/${encodeURIComponent(pinId)}/hide/`,
      ),
    undoHideNewsPin: (newsId: string, pinId: string) =>
      rest<unknown>(
        'PUT',
        `/v3/news_hub/${encodeURIComponent(newsId)}/pin/${encodeURIComponent(pinId)}/undo/`,
      ),
    hideP2pPin: (pinId: string) => rest<unknown>('PUT', `/v3/p2p/${encodeURIComponent(pinId)}/hide/`),
    unhideP2pPin: (pinId: string) => rest<unknown>('PUT', `/v3/p2p/${encodeURIComponent(pinId)}/unhide/`),
    hideSearchPin: (pinId: string, o: { query: string; pin_type?: string }) =>
      rest<unknown>('PUT', `/v3/search/${encodeURIComponent(pinId)}/hide/`, { body: o }),
    unhideSearchPin: (pinId: string, o: { query: string; pin_type?: string }) =>
      rest<unknown>('PUT', `/v3/search/${encodeURIComponent(pinId)}/unhide/`, { body: o }),
    /** §7 deep link navigation: the target with the secret query keys stripped by the server. */
    deeplink: (o: {
      deeplink_path: string;
      current_page_url?: string;
      install_id?: string;
      utm_source?: string;
      utm_medium?: string;
      app_upsell_type?: string;
    }) => rest<Record<string, string>>('GET', '/v3/deeplink/', { query: o }),
    /**
     * §7 generic API resource: `url` (an API path), `data`, `method`: POST creates, PUT or PATCH
     * updates (sent as PUT), DELETE deletes, anything else reads (data as the query).
     */
    apiResource: <T = unknown>({
      url,
      data = {},
      method,
    }: {
      url: string;
      data?: Record<string, unknown>;
      method?: string;
    }) => {
      const verb = (method ?? 'GET').toUpperCase();
      if (verb === 'POST') return rest<T>('POST', url, { body: data });
      if (verb === 'PUT' || verb === 'PATCH') return rest<T>('PUT', url, { body: data });
      if (verb === 'DELETE') return rest<T>('DELETE', url, { body: data });
      const query = Object.fromEntries(
        Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      return rest<T>('GET', url, { query });
    },
    /** Sends logged events (the event logger batches through this). */
    logEvents: (events: LoggedEvent[]) =>
      rest<{ logged: number }>('POST', '/v3/events/', { body: { events } }),
  };
}

export type TesseraApi = ReturnType<typeof createTesseraApi>;
