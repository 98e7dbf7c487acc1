/**
 * The typed calls of §7 the site makes, on top of the generic resource client. Responses are
 * checked against the model's schemas, so a caller gets real `Pin`s, `Board`s and `User`s.
 */
import {
  BOARDS_PAGE_SIZE,
  type Board,
  BoardSchema,
  type BoardSort,
  END_BOOKMARK,
  type Pin,
  PinSchema,
  type RepinResult,
  RepinResultSchema,
  type User,
  UserSchema,
} from '@tessera/model';
import { ResourceRequestError } from './ResourceRequestError.ts';
import type { ResourceClient, ResourceOptions } from './resourceClient.ts';

/** The most pages getBoards follows before it stops (25 boards a page: 2500 boards). */
export const MAX_BOARD_PAGES = 100;

export interface HomefeedPage {
  pins: Pin[];
  /** The bookmark of the next page, or null at the end of the feed (the server sent END_BOOKMARK). */
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

const PinsSchema = PinSchema.array();
const BoardsSchema = BoardSchema.array();

export function createTesseraApi(client: ResourceClient) {
  return {
    /** One page of the home feed (HomefeedResource); pass the last page's bookmark for the next. */
    async getHomefeed({
      bookmark,
      pageSize,
    }: {
      bookmark?: string | null;
      pageSize?: number;
    } = {}): Promise<HomefeedPage> {
      const options: ResourceOptions = pageSize === undefined ? {} : { page_size: pageSize };
      const page = await client.get<unknown>('HomefeedResource', options, bookmark ? [bookmark] : undefined);
      return {
        pins: checked(PinsSchema, page.data ?? [], 'HomefeedResource/get'),
        bookmark: nextBookmark(page.bookmark),
      };
    },

    /** Saves (repins) a pin: to a board, a board's section, or with no board to the profile (§4). */
    async repin({
      pinId,
      boardId,
      sectionId,
    }: {
      pinId: string;
      boardId?: string;
      sectionId?: string;
    }): Promise<RepinResult> {
      const options: ResourceOptions = { pin_id: pinId };
      if (boardId !== undefined) options.board_id = boardId;
      if (sectionId !== undefined) options.section_id = sectionId;
      const data = await client.create<unknown>('PinResource', options);
      return checked(RepinResultSchema, data, 'PinResource/create');
    },

    /** Removes the viewer's save of a pin (Delete PinResource: id, board id). */
    async deletePin({ pinId, boardId }: { pinId: string; boardId?: string }): Promise<void> {
      const options: ResourceOptions = { id: pinId };
      if (boardId !== undefined) options.board_id = boardId;
      await client.delete<unknown>('PinResource', options);
    },

    /** The logged-in viewer (UserResource). */
    async getViewer(): Promise<User> {
      const page = await client.get<unknown>('UserResource', {});
      return checked(UserSchema, page.data, 'UserResource/get');
    },

    /** Every board of a user (default: the viewer), following the bookmarks page by page. */
    async getBoards({ username, sort }: { username?: string; sort?: BoardSort } = {}): Promise<Board[]> {
      const options: ResourceOptions = { page_size: BOARDS_PAGE_SIZE };
      if (username !== undefined) options.username = username;
      if (sort !== undefined) options.sort = sort;
      const boards: Board[] = [];
      let bookmark: string | null = null;
      for (let pages = 0; pages < MAX_BOARD_PAGES; pages++) {
        const page = await client.get<unknown>('BoardsResource', options, bookmark ? [bookmark] : undefined);
        boards.push(...checked(BoardsSchema, page.data ?? [], 'BoardsResource/get'));
        bookmark = nextBookmark(page.bookmark);
        if (bookmark === null) break;
      }
      return boards;
    },
  };
}

export type TesseraApi = ReturnType<typeof createTesseraApi>;
