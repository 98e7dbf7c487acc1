/** Pins, boards, sections, invites, collaborators and bulk edits (§7), with the permissions of §6. */
import {
  BOARD_LAYOUT_QUICK_SAVES,
  BOARDS_PAGE_SIZE,
  type Board,
  type BoardSort,
  buildPath,
  END_BOOKMARK,
  FOLLOWERS_PAGE_SIZE,
  type Pin,
  type RepinResult,
  UPLOADED_BY_USER_DOMAIN,
  type User,
} from '@tessera/model';
import { pinImages, slugify, WORLD_EPOCH } from '../../fixtures/world.ts';
import { createRandom } from '../../random.ts';
import {
  boardOr404,
  boardPinIds,
  type Ctx,
  canReadBoard,
  editableBoard,
  isCollaborator,
  isOwner,
  isVisiblePin,
  onUnreadableBoard,
  ownedBoard,
  paginate,
  pinView,
  pinViews,
  uploadOfSignature,
} from '../context.ts';
import type { MockDatabase, SavedPin } from '../database.ts';
import { badRequest, conflict, forbidden, gone, notFound } from '../resourceHttp.ts';
import { type ResourceRoute, route } from '../route.ts';

function adjustCount<T extends { pin_count?: number }>(entity: T | undefined, by: number) {
  if (entity) entity.pin_count = Math.max(0, (entity.pin_count ?? 0) + by);
}

function sortBoards(db: MockDatabase, boards: Board[], sort: BoardSort): Board[] {
  const activity = (b: Board) => db.state.boardActivity[b.id] ?? { createdAt: 0, lastPinnedAt: 0 };
  const sorted = [...boards]; // custom: the owner's own order
  const byLastPinned = (a: Board, b: Board) => activity(b).lastPinnedAt - activity(a).lastPinnedAt;
  switch (sort) {
    case 'alphabetical':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    case 'newest':
      return sorted.sort((a, b) => activity(b).createdAt - activity(a).createdAt);
    case 'oldest':
      return sorted.sort((a, b) => activity(a).createdAt - activity(b).createdAt);
    case 'group_boards_at_top': {
      const group = (b: Board) => ((db.state.boardCollaborators[b.id] ?? []).length > 0 ? 0 : 1);
      return sorted.sort((a, b) => group(a) - group(b) || byLastPinned(a, b));
    }
    case 'last_pinned_to':
      return sorted.sort(byLastPinned);
    default:
      return sorted;
  }
}

/** A board with the viewer-relative fields the board pages need (collaboration, follow, archive). */
function boardView(ctx: Ctx, board: Board) {
  const { state } = ctx.db;
  const collaborators = state.boardCollaborators[board.id] ?? [];
  const coverId = boardPinIds(ctx, board).find((id) => isVisiblePin(ctx, id));
  const cover = coverId ? pinView(ctx, coverId)?.images?.['236x']?.url : undefined;
  return {
    ...board,
    ...(cover ? { image_cover_url: cover } : {}),
    description: state.boardDescriptions[board.id] ?? '',
    archived: state.boardArchived[board.id] === true,
    section_count: Object.values(state.sections).filter((s) => s.boardId === board.id).length,
    is_collaborative: collaborators.length > 0,
    collaborator_count: collaborators.length,
    collaborated_by_me: ctx.user ? collaborators.includes(ctx.user.id) : false,
    followed_by_me: ctx.user ? (state.follows.boards[ctx.user.id] ?? []).includes(board.id) : false,
    is_owner: isOwner(board, ctx.user),
  };
}

function userOrViewer(
  ctx: Ctx,
  options: { user_id?: string | undefined; username?: string | undefined },
): User {
  const { db } = ctx;
  if (options.user_id !== undefined) {
    const user = db.user(options.user_id);
    if (!user) throw notFound(`User not found: ${options.user_id}`);
    return user;
  }
  if (options.username !== undefined) {
    const user = db.userByName(options.username);
    if (!user) throw notFound(`User not found: ${options.username}`);
    return user;
  }
  return ctx.requireUser('see your boards');
}

function removeSave(ctx: Ctx, userId: string, save: SavedPin) {
  const { state } = ctx.db;
  delete ctx.db.savesOf(userId)[save.pinId];
  adjustCount(save.boardId === undefined ? undefined : state.boards[save.boardId], -1);
  adjustCount(state.users[userId], -1);
}

function addSave(
  ctx: Ctx,
  user: User,
  pinId: string,
  board: Board | undefined,
  sectionId: string | undefined,
  localPinId: string,
) {
  const { state } = ctx.db;
  const saves = ctx.db.savesOf(user.id);
  const previous = saves[pinId];
  if (previous) removeSave(ctx, user.id, previous);
  saves[pinId] = {
    pinId,
    localPinId,
    ...(board ? { boardId: board.id } : {}),
    ...(sectionId ? { sectionId } : {}),
  };
  adjustCount(state.users[user.id], 1);
  if (board) {
    adjustCount(board, 1);
    const activity = state.boardActivity[board.id];
    if (activity) activity.lastPinnedAt = ctx.db.tick();
  }
}

function sectionOf(ctx: Ctx, sectionId: string, boardId: string | undefined) {
  const section = ctx.db.state.sections[sectionId];
  if (!section) throw notFound(`Section not found: ${sectionId}`);
  if (boardId !== undefined && section.boardId !== boardId) {
    throw badRequest(`Section ${section.id} is not a section of board ${boardId}.`);
  }
  return section;
}

/** A section as the model's BoardSection names it: with its board (id, name, url). */
function sectionView(ctx: Ctx, section: { id: string; boardId: string; slug: string; title: string }) {
  const board = ctx.db.state.boards[section.boardId];
  return { ...section, board: { id: section.boardId, name: board?.name ?? '', url: board?.url ?? '' } };
}

/** A comment author as the model's AggregatedComment names them (a Pinner). */
function commentAuthor(ctx: Ctx, userId: string) {
  const user = ctx.db.user(userId);
  return { id: userId, username: user?.username ?? '', fullName: user?.full_name ?? user?.username ?? '' };
}

/** Texts of the seeded comments. */
const COMMENT_TEXTS = [
  'Love this!',
  'Saving this for the weekend.',
  'Where is this from?',
  'Tried it and it worked perfectly.',
  'So pretty 😍',
  'Great idea, thanks for sharing.',
];

/** 0 to 4 comments per pin, the same for the same pin id, by people of the world. */
export function seededComments(ctx: Ctx, pinId: string) {
  const random = createRandom(`comments:${pinId}`);
  const people = Object.values(ctx.db.world.users);
  return Array.from({ length: random.int(0, 4) }, (_, i) => {
    const user = random.pick(people);
    return {
      id: `${pinId}-c${i}`,
      text: random.pick(COMMENT_TEXTS),
      created_at: new Date(WORLD_EPOCH - random.int(1, 300) * 86_400_000).toISOString(),
      user: { id: user.id, username: user.username, fullName: user.full_name ?? user.username },
    };
  });
}

export function pinAndBoardRoutes(): ResourceRoute[] {
  return [
    route('PinResource/get', (ctx, { id }) => {
      const pin = pinView(ctx, id);
      // 410 where its creator removed it (as the page's status), 404 where it never was or is not theirs to see.
      if (
        !pin &&
        ctx.db.state.deletedPins[id] &&
        ctx.db.state.pins[id] &&
        !onUnreadableBoard(ctx, ctx.db.state.pins[id])
      )
        throw gone(`Pin removed by its creator: ${id}`);
      if (!pin) throw notFound(`Pin not found: ${id}`);
      return { data: pin };
    }),

    // §7 Create PinResource: a repin (pin_id), or a new pin from an upload or image.
    route('PinResource/create', (ctx, options) => {
      const user = ctx.requireUser('save Pins');
      const { db } = ctx;
      const sectionId = options.section_id ?? options.section;
      const section = sectionId === undefined ? undefined : sectionOf(ctx, sectionId, options.board_id);
      const boardId = options.board_id ?? section?.boardId;
      const board = boardId === undefined ? undefined : editableBoard(ctx, user, boardId);

      if (options.pin_id !== undefined) {
        const pin = db.state.pins[options.pin_id];
        if (!pin || db.state.deletedPins[options.pin_id]) throw notFound(`Pin not found: ${options.pin_id}`);
        const localPinId = db.newId();
        addSave(ctx, user, pin.id, board, section?.id, localPinId);
        const result: RepinResult = {
          id: localPinId,
          pinner: { id: user.id },
          board: board ? { id: board.id, url: board.url ?? '', name: board.name } : null,
          ...(section ? { section: { id: section.id, slug: section.slug, title: section.title } } : {}),
        };
        return { data: result };
      }

      // A new pin. Its image is the uploaded file (a story's first page), at the file's own size
      // (issue 30: the upload was replaced by a drawing); without an upload, a drawn one.
      const ownUpload = (signature: string) => {
        const upload = uploadOfSignature(db, signature);
        if (!upload || upload.userId !== user.id)
          throw notFound(`No upload of yours has the signature ${signature}.`);
      };
      const uploadedImages = (signature: string) => {
        const upload = uploadOfSignature(db, signature);
        return pinImages(
          signature,
          upload?.width && upload.height ? { width: upload.width, height: upload.height } : undefined,
        );
      };
      const storyPages = options.story_pages;
      for (const page of storyPages ?? []) ownUpload(page.image_signature);
      let signature = options.image_signature ?? storyPages?.[0]?.image_signature;
      if (signature !== undefined) ownUpload(signature);
      else signature = `u${db.newId()}`;
      const id = db.newId();
      const title = options.title ?? '';
      const story = storyPages
        ? {
            storyPinDataId: `${id}s`,
            storyPinData: {
              id: `${id}s`,
              pages: storyPages.map((page) => ({
                blocks: [
                  {
                    type: 'image',
                    imageSignature: page.image_signature,
                    images: uploadedImages(page.image_signature),
                  },
                  ...(page.text ? [{ type: 'text', text: page.text }] : []),
                ],
              })),
              pageCount: storyPages.length,
              isDeleted: false,
              hasProductPins: false,
              staticPageCount: storyPages.length,
              totalVideoDuration: 0,
              metadata: { pinTitle: title },
            },
          }
        : {};
      const pin: Pin = {
        id,
        node_id: btoa(`Pin:${id}`),
        link: options.link ?? null,
        domain: options.link ? new URL(options.link).hostname : UPLOADED_BY_USER_DOMAIN,
        title,
        gridTitle: title,
        ...(options.description ? { description: options.description } : {}),
        imageSignature: signature,
        images: uploadedImages(signature),
        seoUrl: buildPath('pin', { id }),
        pinner: {
          id: user.id,
          username: user.username,
          fullName: user.full_name ?? user.username,
          imageMediumUrl: user.image_medium_url ?? '',
        },
        ...(board
          ? {
              board: {
                id: board.id,
                name: board.name,
                url: board.url ?? '',
                privacy: board.privacy ?? 'public',
              },
            }
          : {}),
        isRepin: false,
        access: ['write'],
        ...(options.image_url ? { origImageUrl: options.image_url } : {}),
        ...story,
      };
      db.state.pins[id] = pin;
      db.state.createdPins[id] = true;
      addSave(ctx, user, id, board, section?.id, id);
      return { data: pinView(ctx, id), status: 201 };
    }),

    // Edit a pin (/pin/{id}/edit): the creator edits title, description, link, alt text; a saver moves their save.
    route('PinResource/update', (ctx, options) => {
      const user = ctx.requireUser('edit Pins');
      const { state } = ctx.db;
      const pin = state.pins[options.id];
      if (!pin || state.deletedPins[options.id]) throw notFound(`Pin not found: ${options.id}`);
      const ownPin = pin.pinner?.id === user.id;
      const save = ctx.db.savesOf(user.id)[pin.id];
      const editsContent =
        options.title !== undefined ||
        options.description !== undefined ||
        options.link !== undefined ||
        options.alt_text !== undefined;
      if (editsContent && !ownPin) throw forbidden("You can't edit someone else's Pin.");
      if (!editsContent && !save) throw forbidden("You can't move a Pin you haven't saved.");
      const section =
        options.section_id === undefined ? undefined : sectionOf(ctx, options.section_id, options.board_id);
      const targetId = options.board_id ?? section?.boardId;
      const board = targetId === undefined ? undefined : editableBoard(ctx, user, targetId);
      if (options.title !== undefined) {
        pin.title = options.title;
        pin.gridTitle = options.title;
      }
      if (options.description !== undefined) pin.description = options.description;
      if (options.alt_text !== undefined) pin.altText = options.alt_text;
      if (options.link !== undefined) {
        pin.link = options.link;
        pin.domain = new URL(options.link).hostname;
      }
      if (save && (board || section)) addSave(ctx, user, pin.id, board, section?.id, save.localPinId);
      return { data: pinView(ctx, pin.id) };
    }),

    // §7 Delete PinResource: the viewer's save (by pin id or saved copy id), or their own created pin.
    route('PinResource/delete', (ctx, { id, board_id }) => {
      const user = ctx.requireUser('delete Pins');
      const { state } = ctx.db;
      const saves = ctx.db.savesOf(user.id);
      const save = saves[id] ?? Object.values(saves).find((s) => s.localPinId === id);
      if (!save) {
        const pin = state.pins[id];
        if (!pin || state.deletedPins[id]) throw notFound(`Pin not found: ${id}`);
        if (pin.pinner?.id !== user.id) throw forbidden("You can't delete someone else's Pin.");
        throw notFound(`Pin ${id} is not saved.`);
      }
      if (board_id !== undefined && save.boardId !== board_id) {
        throw notFound(`Pin ${save.pinId} is not saved to board ${board_id}.`);
      }
      removeSave(ctx, user.id, save);
      if (state.createdPins[save.pinId] && state.pins[save.pinId]?.pinner?.id === user.id) {
        state.deletedPins[save.pinId] = true;
      }
      return { data: null };
    }),

    route('RelatedPinsResource/get', (ctx, { pin_id, page_size }, bookmarks) => {
      const pin = ctx.db.state.pins[pin_id];
      if (!pin) throw notFound(`Pin not found: ${pin_id}`);
      const related = ctx.db.state.homefeed.filter(
        (id) => id !== pin_id && ctx.db.state.pins[id]?.category === pin.category,
      );
      const page = paginate(
        pinViews(ctx, related),
        `related:${pin_id}`,
        page_size ?? 25,
        bookmarks,
        END_BOOKMARK,
      );
      return page;
    }),

    // /pin/{id}/comments: the seeded comments of a pin (drawn from its id), then what users wrote.
    route('AggregatedCommentsResource/get', (ctx, { pin_id, page_size }, bookmarks) => {
      if (!isVisiblePin(ctx, pin_id)) throw notFound(`Pin not found: ${pin_id}`);
      const written = (ctx.db.state.comments[pin_id] ?? []).map((c) => ({
        id: c.id,
        text: c.text,
        created_at: c.created_at,
        user: commentAuthor(ctx, c.userId),
      }));
      const all = [...seededComments(ctx, pin_id), ...written];
      return paginate(all, `comments:${pin_id}`, page_size ?? 25, bookmarks, END_BOOKMARK);
    }),
    route('AggregatedCommentResource/create', (ctx, { pin_id, text }) => {
      const user = ctx.requireUser('comment');
      if (!isVisiblePin(ctx, pin_id)) throw notFound(`Pin not found: ${pin_id}`);
      const comment = {
        id: ctx.db.newId(),
        userId: user.id,
        text,
        created_at: new Date(ctx.db.tick()).toISOString(),
      };
      ctx.db.state.comments[pin_id] = [...(ctx.db.state.comments[pin_id] ?? []), comment];
      return {
        data: { id: comment.id, text, created_at: comment.created_at, user: commentAuthor(ctx, user.id) },
        status: 201,
      };
    }),

    // ---------------------------------------------------------------- boards
    route('BoardResource/get', (ctx, options) => {
      let board: Board | undefined;
      if (options.board_id !== undefined) board = boardOr404(ctx, options.board_id);
      else {
        board = ctx.db
          .boardsOf(options.username ?? '')
          .find((b) => b.url === `/${options.username}/${options.slug}/` || slugify(b.name) === options.slug);
        if (!board) throw notFound(`Board not found: ${options.username}/${options.slug}`);
        board = boardOr404(ctx, board.id);
      }
      return { data: boardView(ctx, board) };
    }),

    // §7 Create BoardResource: return_existing gives the board of the same name instead of a 409.
    route('BoardResource/create', (ctx, options) => {
      const user = ctx.requireUser('create boards');
      const { db } = ctx;
      if (options.user_id !== undefined && options.user_id !== user.id)
        throw forbidden("You can't create boards for someone else.");
      if (options.username !== undefined && options.username !== user.username) {
        throw forbidden("You can't create boards for someone else.");
      }
      const existing = db
        .boardsOf(user.username)
        .find((b) => b.name.toLowerCase() === options.name.toLowerCase());
      if (existing) {
        if (options.return_existing) return { data: boardView(ctx, existing) };
        throw conflict(`You already have a board named ${existing.name}.`);
      }
      const id = db.newId();
      let slug = slugify(options.name) || id;
      while (db.boardsOf(user.username).some((b) => b.url === `/${user.username}/${slug}/`))
        slug = `${slug}-1`;
      const board: Board = {
        id,
        name: options.name,
        privacy: options.privacy ?? 'public',
        protected: options.protected ?? false,
        username: user.username,
        pin_count: 0,
        url: `/${user.username}/${slug}/`,
        ...(options.layout ? { layout: options.layout } : {}),
      };
      db.state.boards[id] = board;
      const now = db.tick();
      db.state.boardActivity[id] = { createdAt: now, lastPinnedAt: now };
      if (options.description) db.state.boardDescriptions[id] = options.description;
      user.boardCount = (user.boardCount ?? 0) + 1;
      if (board.privacy === 'secret') user.secretBoardCount = (user.secretBoardCount ?? 0) + 1;
      if (options.layout === BOARD_LAYOUT_QUICK_SAVES) user.has_quicksave_board = true;
      return { data: boardView(ctx, board), status: 201 };
    }),

    route('BoardResource/update', (ctx, options) => {
      const user = ctx.requireUser('edit boards');
      const board = editableBoard(ctx, user, options.board_id);
      const owner = isOwner(board, user);
      if ((options.privacy !== undefined || options.archived !== undefined) && !owner) {
        throw forbidden('Only the owner can change privacy or archive a board.');
      }
      if (options.name !== undefined) {
        const clash = ctx.db
          .boardsOf(board.username ?? '')
          .find((b) => b.id !== board.id && b.name.toLowerCase() === options.name?.toLowerCase());
        if (clash) throw conflict(`There is already a board named ${clash.name}.`);
        board.name = options.name;
      }
      if (options.description !== undefined) ctx.db.state.boardDescriptions[board.id] = options.description;
      if (options.privacy !== undefined && options.privacy !== board.privacy) {
        const delta = (options.privacy === 'secret' ? 1 : 0) - (board.privacy === 'secret' ? 1 : 0);
        user.secretBoardCount = Math.max(0, (user.secretBoardCount ?? 0) + delta);
        board.privacy = options.privacy;
      }
      if (options.archived !== undefined) ctx.db.state.boardArchived[board.id] = options.archived;
      return { data: boardView(ctx, board) };
    }),

    route('BoardResource/delete', (ctx, { board_id }) => {
      const user = ctx.requireUser('delete boards');
      const board = ownedBoard(ctx, user, board_id);
      const { state } = ctx.db;
      for (const [userId, saves] of Object.entries(state.saves)) {
        for (const save of Object.values(saves)) if (save.boardId === board.id) removeSave(ctx, userId, save);
      }
      for (const section of Object.values(state.sections))
        if (section.boardId === board.id) delete state.sections[section.id];
      delete state.boards[board.id];
      delete state.boardActivity[board.id];
      delete state.boardCollaborators[board.id];
      state.boardInvites = state.boardInvites.filter((i) => i.boardId !== board.id);
      for (const list of Object.values(state.follows.boards)) {
        const at = list.indexOf(board.id);
        if (at >= 0) list.splice(at, 1);
      }
      user.boardCount = Math.max(0, (user.boardCount ?? 0) - 1);
      if (board.privacy === 'secret') user.secretBoardCount = Math.max(0, (user.secretBoardCount ?? 0) - 1);
      return { data: { id: board.id } };
    }),

    // Ours (the spec names no call): the boards the viewer follows and may read, for §2 /edit.
    route('UserFollowedBoardsResource/get', (ctx, { page_size }, bookmarks) => {
      const user = ctx.requireUser('see the boards you follow');
      const boards = (ctx.db.state.follows.boards[user.id] ?? []).flatMap((id) => {
        const board = ctx.db.state.boards[id];
        return board && canReadBoard(ctx, board) ? [board] : [];
      });
      const page = paginate(
        boards,
        `followed-boards:${user.id}`,
        page_size ?? FOLLOWERS_PAGE_SIZE,
        bookmarks,
        END_BOOKMARK,
      );
      return { data: page.data.map((b) => boardView(ctx, b)), bookmark: page.bookmark };
    }),

    // §7 Get BoardsResource with every option.
    route('BoardsResource/get', (ctx, options, bookmarks) => {
      const owner = userOrViewer(ctx, options);
      const { db } = ctx;
      const mine = ctx.user?.id === owner.id;
      let boards = db.boardsOf(owner.username);
      if (mine) {
        // Boards the user collaborates on belong to their list too (group boards, §6).
        for (const [boardId, ids] of Object.entries(db.state.boardCollaborators)) {
          const board = db.state.boards[boardId];
          if (board && ids.includes(owner.id) && !boards.includes(board)) boards.push(board);
        }
      }
      boards = boards.filter((b) => canReadBoard(ctx, b));
      if (options.privacy_filter !== 'all')
        boards = boards.filter((b) => (b.privacy ?? 'public') === options.privacy_filter);
      if (!options.include_archived) boards = boards.filter((b) => !db.state.boardArchived[b.id]);
      switch (options.filters) {
        case 'GROUP':
          boards = boards.filter((b) => (db.state.boardCollaborators[b.id] ?? []).length > 0);
          break;
        case 'SECRET':
          boards = boards.filter((b) => b.privacy === 'secret');
          break;
        case 'ARCHIVED':
          boards = boards.filter((b) => db.state.boardArchived[b.id]);
          break;
        default:
          break;
      }
      if (options.filter_stories) boards = boards.filter((b) => b.layout !== 'stories');
      if (options.filter_all_pins) boards = boards.filter((b) => b.layout !== 'all_pins');
      if (options.filter_shopping_list) boards = boards.filter((b) => b.layout !== 'shopping_list');
      boards = sortBoards(db, boards, options.sort);
      if (options.group_by === 'visibility' || options.group_by === 'mix_public_private') {
        // visibility: public boards first, then protected, then secret; mix: the sort as is.
        if (options.group_by === 'visibility') {
          const rank = { public: 0, protected: 1, secret: 2 } as const;
          boards = [...boards].sort((a, b) => rank[a.privacy ?? 'public'] - rank[b.privacy ?? 'public']);
        }
      }
      const scope = `boards:${owner.id}:${options.sort}:${options.privacy_filter}:${options.filters ?? ''}:${options.group_by ?? ''}`;
      const page = paginate(boards, scope, options.page_size ?? BOARDS_PAGE_SIZE, bookmarks, END_BOOKMARK);
      return { data: page.data.map((b) => boardView(ctx, b)), bookmark: page.bookmark };
    }),

    route('BoardFeedResource/get', (ctx, { board_id, page_size }, bookmarks) => {
      const board = boardOr404(ctx, board_id);
      return paginate(
        pinViews(ctx, boardPinIds(ctx, board)),
        `board:${board.id}`,
        page_size ?? 25,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    route('BoardSectionsResource/get', (ctx, { board_id }) => {
      const board = boardOr404(ctx, board_id);
      const sections = Object.values(ctx.db.state.sections)
        .filter((s) => s.boardId === board.id)
        .map((s) => ({ ...sectionView(ctx, s), pin_count: boardPinIds(ctx, board, s.id).length }));
      return { data: sections };
    }),

    route('BoardSectionResource/create', (ctx, { board_id, name }) => {
      const user = ctx.requireUser('create sections');
      const board = editableBoard(ctx, user, board_id);
      const { db } = ctx;
      const clash = Object.values(db.state.sections).find(
        (s) => s.boardId === board.id && s.title.toLowerCase() === name.toLowerCase(),
      );
      if (clash) throw conflict(`The board already has a section named ${clash.title}.`);
      const id = db.newId();
      const section = { id, boardId: board.id, slug: slugify(name) || id, title: name };
      db.state.sections[id] = section;
      return { data: sectionView(ctx, section), status: 201 };
    }),

    // /boardsection/{id}/edit (ours: the spec names no call): a section of a board the viewer may read.
    route('BoardSectionResource/get', (ctx, { section_id }) => {
      const section = sectionOf(ctx, section_id, undefined);
      const board = boardOr404(ctx, section.boardId);
      return {
        data: { ...sectionView(ctx, section), pin_count: boardPinIds(ctx, board, section.id).length },
      };
    }),

    route('BoardSectionResource/update', (ctx, { section_id, name }) => {
      const user = ctx.requireUser('edit sections');
      const section = sectionOf(ctx, section_id, undefined);
      editableBoard(ctx, user, section.boardId);
      const clash = Object.values(ctx.db.state.sections).find(
        (s) =>
          s.boardId === section.boardId &&
          s.id !== section.id &&
          s.title.toLowerCase() === name.toLowerCase(),
      );
      if (clash) throw conflict(`The board already has a section named ${clash.title}.`);
      section.title = name;
      section.slug = slugify(name) || section.id;
      return { data: sectionView(ctx, section) };
    }),

    route('BoardSectionResource/delete', (ctx, { section_id }) => {
      const user = ctx.requireUser('delete sections');
      const section = sectionOf(ctx, section_id, undefined);
      editableBoard(ctx, user, section.boardId);
      for (const saves of Object.values(ctx.db.state.saves)) {
        for (const save of Object.values(saves)) if (save.sectionId === section.id) delete save.sectionId;
      }
      delete ctx.db.state.sections[section.id];
      return { data: { id: section.id } };
    }),

    route('SectionFeedResource/get', (ctx, { section_id, page_size }, bookmarks) => {
      const section = sectionOf(ctx, section_id, undefined);
      const board = boardOr404(ctx, section.boardId);
      return paginate(
        pinViews(ctx, boardPinIds(ctx, board, section.id)),
        `section:${section.id}`,
        page_size ?? 25,
        bookmarks,
        END_BOOKMARK,
      );
    }),

    // ---------------------------------------------------------------- invites and collaborators
    route('BoardInviteResource/get', (ctx, { board_id }) => {
      const user = ctx.requireUser('see board invites');
      const invites = ctx.db.state.boardInvites.filter((i) =>
        board_id === undefined ? i.invitedUserId === user.id : i.boardId === board_id,
      );
      if (board_id !== undefined) editableBoard(ctx, user, board_id);
      return {
        data: invites.map((i) => ({
          board: ctx.db.state.boards[i.boardId],
          invited_user: ctx.db.user(i.invitedUserId),
          invited_by_user: ctx.db.user(i.invitedByUserId),
        })),
      };
    }),

    route('BoardInviteResource/create', (ctx, { board_id, invited_user_id }) => {
      const user = ctx.requireUser('invite collaborators');
      const board = editableBoard(ctx, user, board_id);
      const invited = ctx.db.user(invited_user_id);
      if (!invited) throw notFound(`User not found: ${invited_user_id}`);
      if (isOwner(board, invited) || isCollaborator(ctx.db, board, invited)) {
        throw conflict(`${invited.username} already collaborates on this board.`);
      }
      if (!ctx.db.state.boardInvites.some((i) => i.boardId === board.id && i.invitedUserId === invited.id)) {
        ctx.db.state.boardInvites.push({
          boardId: board.id,
          invitedUserId: invited.id,
          invitedByUserId: user.id,
        });
      }
      return { data: { board_id: board.id, invited_user_id: invited.id }, status: 201 };
    }),

    // Accept an invite addressed to the viewer.
    route('BoardInviteResource/update', (ctx, { board_id }) => {
      const user = ctx.requireUser('accept invites');
      const { state } = ctx.db;
      const invite = state.boardInvites.find((i) => i.boardId === board_id && i.invitedUserId === user.id);
      if (!invite) throw notFound(`You have no invite to board ${board_id}.`);
      state.boardInvites = state.boardInvites.filter((i) => i !== invite);
      const list = state.boardCollaborators[board_id] ?? [];
      if (!list.includes(user.id)) list.push(user.id);
      state.boardCollaborators[board_id] = list;
      return { data: { board_id, accepted: true } };
    }),

    // §7 Delete BoardInviteResource: the board's editors withdraw it; the invited user declines it.
    route('BoardInviteResource/delete', (ctx, { board_id, invited_user_id }) => {
      const user = ctx.requireUser('remove invites');
      const { state } = ctx.db;
      const invite = state.boardInvites.find(
        (i) => i.boardId === board_id && i.invitedUserId === invited_user_id,
      );
      if (!invite) throw notFound(`No invite to board ${board_id} for user ${invited_user_id}.`);
      if (invite.invitedUserId !== user.id) editableBoard(ctx, user, board_id);
      state.boardInvites = state.boardInvites.filter((i) => i !== invite);
      return { data: null };
    }),

    route('BoardCollaboratorResource/get', (ctx, { board_id }) => {
      const board = boardOr404(ctx, board_id);
      const ids = ctx.db.state.boardCollaborators[board.id] ?? [];
      return { data: ids.flatMap((id) => ctx.db.user(id) ?? []) };
    }),

    // §7 Delete BoardCollaboratorResource: the owner removes anyone; a collaborator removes themself.
    route('BoardCollaboratorResource/delete', (ctx, { board_id, invited_user_id }) => {
      const user = ctx.requireUser('remove collaborators');
      const board = boardOr404(ctx, board_id);
      const list = ctx.db.state.boardCollaborators[board.id] ?? [];
      if (!list.includes(invited_user_id))
        throw notFound(`User ${invited_user_id} does not collaborate on this board.`);
      if (!isOwner(board, user) && user.id !== invited_user_id) {
        throw forbidden('Only the board owner can remove other collaborators.');
      }
      ctx.db.state.boardCollaborators[board.id] = list.filter((id) => id !== invited_user_id);
      return { data: null };
    }),

    // ---------------------------------------------------------------- bulk edits (§3 bulk actions)
    route('BulkEditResource/delete', (ctx, { board_id, section_id, pin_ids }) => {
      const user = ctx.requireUser('edit boards');
      editableBoard(ctx, user, board_id);
      if (section_id !== undefined) sectionOf(ctx, section_id, board_id);
      const saves = ctx.db.savesOf(user.id);
      const targets = pin_ids.map((id) => {
        const save = saves[id] ?? Object.values(saves).find((s) => s.localPinId === id);
        if (
          !save ||
          save.boardId !== board_id ||
          (section_id !== undefined && save.sectionId !== section_id)
        ) {
          throw notFound(`Pin ${id} is not saved to this ${section_id === undefined ? 'board' : 'section'}.`);
        }
        return save;
      });
      for (const save of targets) removeSave(ctx, user.id, save);
      return { data: { deleted: targets.map((s) => s.pinId) } };
    }),

    route('BulkEditResource/update', (ctx, options) => {
      const user = ctx.requireUser('edit boards');
      editableBoard(ctx, user, options.board_id);
      const target = editableBoard(ctx, user, options.to_board_id);
      if (options.to_section_id !== undefined) sectionOf(ctx, options.to_section_id, target.id);
      const saves = ctx.db.savesOf(user.id);
      const moving = options.pin_ids.map((id) => {
        const save = saves[id] ?? Object.values(saves).find((s) => s.localPinId === id);
        if (!save || save.boardId !== options.board_id)
          throw notFound(`Pin ${id} is not saved to this board.`);
        return save;
      });
      const made = moving.map((save) => {
        // A user saves a pin once: copy and move both leave the save on the target board. A copy is a
        // new save (a repin) with an id of its own, which the answer names (the client logs the §4
        // save event and tracking log of each copy with it).
        const id = options.action === 'bulkCopy' ? ctx.db.newId() : save.localPinId;
        addSave(ctx, user, save.pinId, target, options.to_section_id, id);
        return { pin_id: save.pinId, id };
      });
      return { data: { moved: moving.map((s) => s.pinId), action: options.action, saves: made } };
    }),

    route('BulkEditSelectAllResource/delete', (ctx, { board_id, section_id }) => {
      const user = ctx.requireUser('edit boards');
      editableBoard(ctx, user, board_id);
      if (section_id !== undefined) sectionOf(ctx, section_id, board_id);
      const targets = Object.values(ctx.db.savesOf(user.id)).filter(
        (s) => s.boardId === board_id && (section_id === undefined || s.sectionId === section_id),
      );
      for (const save of targets) removeSave(ctx, user.id, save);
      return { data: { deleted: targets.map((s) => s.pinId) } };
    }),
  ];
}
