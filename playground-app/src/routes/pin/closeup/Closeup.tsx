/**
 * The closeup of an available pin: the media, then its details (save with the board dropdown and
 * picker, options, source link with the §4 clickthrough and spam check, title, sanitised
 * description, price and stock, pinner with Follow, the board it is on, comments), then the
 * related pins (RelatedPinGrid on the shared grid). The pin lives in the entity store, so a save
 * here reads Saved on the same pin in every grid.
 */
import { useApi, useEntity, useEntityStore } from '@tessera/api';
import {
  buildPath,
  CLOSEUP_PANE_WIDTHS,
  domainText,
  GRID_IMAGE_SIZES,
  gridTitle,
  IMAGE_SIZE_BOXES,
  isOwnPin,
  type Pin,
  personName,
  pinDescription,
  saveBehaviour,
  UTM_PAI_QUERY,
} from '@tessera/model';
import {
  type BoardOption,
  cardLayout,
  Description,
  LoggedOutSaveButton,
  LoggedOutSavesContext,
  type OptionsAction,
  OptionsMenu,
  PinSave,
  REACTIONS_TEXT,
  useCardFeedback,
  useOutboundLink,
} from '@tessera/pin-card';
import { Avatar, ButtonLink, Heading, Link, Price, Text } from '@tessera/ui';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useReceivedPins } from '../../../app/entityStore.tsx';
import { useAppSaveTarget } from '../../../app/saveTarget.tsx';
import { type Session, useSession } from '../../../app/session.ts';
import { useVisitorTrail } from '../../../app/visitorTrail.ts';
import { FollowButton } from '../../../shared/FollowButton.tsx';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { SendPin } from '../../../shared/SendPin.tsx';
import { usePhone } from '../../../shared/usePhone.ts';
import {
  useEditSave,
  useFeedbackActions,
  useLoginPrompt,
  useOutboundOptions,
} from '../../../shared/usePinActions.ts';
import { visuallyHidden } from '../../../shared/visuallyHidden.ts';
import { VISUAL_SEARCH_TEXT } from '../visualSearch/VisualSearch.tsx';
import { CloseupMedia } from './CloseupMedia.tsx';
import { Comments } from './Comments.tsx';
import { ImageViewer } from './ImageViewer.tsx';

/** The closeup's headings (the spec shows none; ours). */
export const CLOSEUP_TEXT = {
  related: 'More to explore',
  relatedProducts: 'Similar products',
  /** The pinner's board (issue 30): whose save it is, so it does not read as the viewer's own. */
  savedBy: (name: string) => `Saved by ${name} to `,
  savedTo: 'Saved to ',
} as const;

/** Products in the closeup's row of related products: one row of a wide grid (our choice). */
export const RELATED_PRODUCTS_SHOWN = 8;

/** §9 closeup pane widths: the media pane 508, the whole closeup at most 1016. */
const [MEDIA_PANE_WIDTH, CLOSEUP_MAX_WIDTH] = CLOSEUP_PANE_WIDTHS;

/** On a phone, what surrounds the media across the window: the card's padding (8) and the page's edges (8), each side. */
const PHONE_MEDIA_INSET = 32;

/**
 * The narrowest the media is asked for: the smallest grid image (170x). A window narrower than that
 * and the inset (a docs page's frame not laid out yet: 0 wide) still gets a picture, which the frame
 * shrinks to the room there is (CloseupMedia: max-inline-size 100%); it took the window's width
 * minus the inset, -48, and the image size for it threw "Invalid width: -48" (issue 31).
 */
const MIN_MEDIA_WIDTH = IMAGE_SIZE_BOXES[GRID_IMAGE_SIZES[0]].width ?? 0;

/**
 * The media's width: §9's media pane, on a phone the window's width less the inset, never less than
 * MIN_MEDIA_WIDTH. `phoneWindowWidth` is null when not on a phone (and on the server).
 */
function closeupMediaWidth(phoneWindowWidth: number | null): number {
  if (phoneWindowWidth === null) return MEDIA_PANE_WIDTH;
  return Math.max(MIN_MEDIA_WIDTH, Math.min(phoneWindowWidth - PHONE_MEDIA_INSET, MEDIA_PANE_WIDTH));
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's width, kept up to date (a frame laid out after the first render, a phone turned);
 * null on the server, so the first render in the browser matches the server's.
 */
function useWindowWidth(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => null,
  );
}

const Card = styled.article`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]}px;
  max-inline-size: ${CLOSEUP_MAX_WIDTH}px;
  margin: ${({ theme }) => theme.space[4]}px auto ${({ theme }) => theme.space[8]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 0 ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.color.overlayVisual};
  /* A phone's first screen holds the picture, Save and the title (issue 29): the card sits closer to
     the top bar, and the picture's own actions follow the details. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    flex-direction: column;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[3]}px;
    margin-block-start: 0;
    padding: ${({ theme }) => theme.space[2]}px;
  }
`;

const MediaPane = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  max-inline-size: 100%;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: contents;
  }
`;

const MediaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    order: 1;
  }
`;

const Details = styled.div`
  flex: 1 1 300px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    flex: none;
  }
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  > div {
    flex: 1;
    min-inline-size: 0;
  }
`;

const Labels = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const SourceLink = styled.a`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  overflow-wrap: anywhere;
`;

/** A pin without a title still names the page (visually hidden, for the outline). */
const UntitledHeading = styled.h1`
  ${visuallyHidden}
`;

/** The page's name for a pin without a title: its pinner's (our choice; the spec shows none). */
export function untitledName(pin: Pin): string {
  return pin.pinner ? `Pin by ${personName(pin.pinner)}` : 'Pin';
}

const More = styled.section`
  margin-block-start: ${({ theme }) => theme.space[6]}px;
`;

/** The source link (§2): the domain, through the §4 clickthrough with the §7 offsite spam check. */
function Source({ pin, loggedIn, trackingParams }: { pin: Pin; loggedIn: boolean; trackingParams?: string }) {
  const options = useOutboundOptions(trackingParams);
  const onClickthrough = useVisitorTrail();
  const outbound = useOutboundLink({ pin, loggedIn, options, onClickthrough });
  if (!pin.link) return null;
  const text = pin.domain ? domainText(pin.domain) : pin.link;
  return (
    <p>
      <SourceLink href={pin.link} onClick={outbound.onClick} onContextMenu={outbound.onContextMenu}>
        {text}
      </SourceLink>
      {outbound.modal}
    </p>
  );
}

/** The pinner, with Follow for anyone but the pinner (§1, §4; logged out: the login prompt). */
function Pinner({ pin, session }: { pin: Pin; session: Session }) {
  const pinner = pin.pinner;
  if (!pinner?.username) return null;
  const own = isOwnPin(pin, session.viewer?.id);
  const name = personName(pinner);
  return (
    <Person>
      <Avatar name={name} size="md" {...(pinner.imageMediumUrl ? { src: pinner.imageMediumUrl } : {})} />
      <div>
        <Link href={buildPath('profile', { username: pinner.username })} color="inherit">
          {name}
        </Link>
      </div>
      {own ? null : (
        <FollowButton
          kind="user"
          id={pinner.id}
          name={name}
          initiallyFollowing={Boolean(pinner.explicitlyFollowedByMe)}
        />
      )}
    </Person>
  );
}

/** Save with the board dropdown and picker (pin-card's PinSave, through the entity store). */
function CloseupSave({ pin, session }: { pin: Pin; session: Session }) {
  const api = useApi();
  const { actions } = useEntityStore();
  const saveTarget = useAppSaveTarget();
  const loginPrompt = useLoginPrompt();
  const onEditSave = useEditSave();
  const loggedOutSaves = useContext(LoggedOutSavesContext);
  const loadBoards = useCallback(
    async (): Promise<BoardOption[]> =>
      (await api.getBoards({ sort: 'last_pinned_to' })).map((board) => ({ id: board.id, name: board.name })),
    [api],
  );
  // §1 bots do not save; a logged-out visitor's Save keeps the pin locally and prompts login.
  if (session.visitor === 'bot') return null;
  if (!session.viewer) {
    return (
      <LoggedOutSaveButton
        pin={pin}
        actor={loggedOutSaves}
        onLoginPrompt={() => loginPrompt({ pin, action: 'save' })}
      />
    );
  }
  return (
    <PinSave
      pin={pin}
      saveTarget={saveTarget}
      optionsType="inline"
      saveBehaviour={saveBehaviour(session.viewer)}
      loadBoards={loadBoards}
      onEditSave={onEditSave}
      {...(actions
        ? {
            onCreateBoard: async ({ name }: { name: string }) => {
              const board = await actions.createBoard(name);
              return { id: board.id, name: board.name };
            },
          }
        : {})}
    />
  );
}

/**
 * The options menu of a logged-in viewer: Edit Pin on their own pin (§6), else hide, report,
 * unfollow (§2, §4).
 */
function CloseupOptions({ pin, own }: { pin: Pin; own: boolean }) {
  const feedbackActions = useFeedbackActions();
  const feedback = useCardFeedback(pin, feedbackActions, null);
  const navigate = useNavigate();
  const actions: OptionsAction[] = own
    ? ['edit']
    : ['hide', 'report', ...(pin.pinner ? (['unfollow'] as const) : [])];
  return (
    <>
      <OptionsMenu
        pin={pin}
        actions={actions}
        onAction={(action) => {
          if (action === 'edit') void navigate(buildPath('pinEdit', { id: pin.id }));
          else if (action === 'hide') void feedback.hide();
          else if (action === 'report') void feedback.report();
          else if (action === 'unfollow') void feedback.unfollow();
        }}
      />
      {feedback.feedback ? (
        <Text size="sm" color="subtle" role="status">
          {feedback.feedback.kind === 'hidden'
            ? 'Pin hidden'
            : feedback.feedback.kind === 'reported'
              ? 'Reported'
              : 'Unfollowed'}
        </Text>
      ) : null}
    </>
  );
}

export function Closeup({
  loaded,
  commentsOpen,
  utmPai = null,
}: {
  loaded: Pin;
  commentsOpen: boolean;
  utmPai?: string | null;
}) {
  const session = useSession();
  const api = useApi();
  const phone = usePhone();
  useVisitorTrail(loaded.id);
  const received = useMemo(() => [loaded], [loaded]);
  useReceivedPins(received);
  const pin = useEntity((state) => state.pins[loaded.id]) ?? loaded;
  const windowWidth = useWindowWidth();
  const width = closeupMediaWidth(phone ? windowWidth : null);
  const layout = cardLayout(pin, { columnWidth: width, visitor: session.visitor });
  const title = gridTitle(pin) || layout.title;
  const description = pinDescription(pin);
  const offer = pin.richMetadata?.products?.[0]?.offerSummary;
  const fetchRelated = useCallback(
    (bookmark: string | null) => api.getRelatedPins({ pin_id: loaded.id }, bookmark),
    [api, loaded.id],
  );
  // A product's closeup (§2 grid surfaces): a row of products like it (CloseupRelatedProducts: one
  // page of the shopping feed of its category, itself left out), then its related pins as the
  // product page's grid (PdpRelatedPinGrid).
  const product = layout.type === 'product';
  const category = loaded.category;
  const fetchRelatedProducts = useCallback(async () => {
    const page = await api.getShopping({
      ...(category ? { category } : {}),
      page_size: RELATED_PRODUCTS_SHOWN + 1,
    });
    const items = page.items.filter((item) => item.id !== loaded.id).slice(0, RELATED_PRODUCTS_SHOWN);
    return { items, bookmark: null };
  }, [api, category, loaded.id]);

  return (
    <>
      <Card aria-label={title || untitledName(pin)}>
        <MediaPane>
          <CloseupMedia pin={pin} width={width} session={session} />
          <MediaActions>
            <ImageViewer pin={pin} visitor={session.visitor} title={title || untitledName(pin)} />
            <ButtonLink href={buildPath('pinVisualSearch', { id: pin.id })} size="sm">
              {VISUAL_SEARCH_TEXT.pins}
            </ButtonLink>
            <ButtonLink href={buildPath('pinVisualSearchProducts', { id: pin.id })} size="sm">
              {VISUAL_SEARCH_TEXT.products}
            </ButtonLink>
          </MediaActions>
        </MediaPane>
        <Details>
          <Bar>
            <Row>
              {session.viewer ? (
                <>
                  <CloseupOptions pin={pin} own={isOwnPin(pin, session.viewer.id)} />
                  <SendPin pin={pin} viewer={session.viewer} />
                </>
              ) : null}
            </Row>
            <CloseupSave pin={pin} session={session} />
          </Bar>
          <Source
            pin={pin}
            loggedIn={session.viewer !== null}
            {...(utmPai ? { trackingParams: JSON.stringify({ [UTM_PAI_QUERY]: utmPai }) } : {})}
          />
          {title ? (
            <Heading level={1}>{title}</Heading>
          ) : (
            <UntitledHeading>{untitledName(pin)}</UntitledHeading>
          )}
          {layout.footer.sponsored ? (
            // §5 sponsored text, first that applies (Promoted by {name}, Paid partnership…), as on the card.
            <Text size="sm" color="subtle">
              {layout.footer.sponsored}
            </Text>
          ) : null}
          {layout.footer.price && offer ? <Price offer={offer} /> : null}
          {layout.footer.labels.length > 0 ? (
            <Labels>
              {layout.footer.labels.map((label) => (
                <span key={label}>{label}</span>
              ))}
            </Labels>
          ) : null}
          <Description html={pin.descriptionHtml ?? undefined} text={description} />
          {layout.footer.reactions !== null ? (
            // §3 reactionCountsData, shown where §5 allows (cardLayout decides, as on the card).
            <Text size="sm" color="subtle">
              {REACTIONS_TEXT.count(layout.footer.reactions)}
            </Text>
          ) : null}
          <Pinner pin={pin} session={session} />
          {pin.board?.url ? (
            <Text size="sm">
              {pin.pinner
                ? CLOSEUP_TEXT.savedBy(pin.pinner.fullName || pin.pinner.username || '')
                : CLOSEUP_TEXT.savedTo}
              <Link href={pin.board.url}>{pin.board.name}</Link>
            </Text>
          ) : null}
          <Comments pinId={pin.id} canComment={session.viewer !== null} autoFocus={commentsOpen} />
        </Details>
      </Card>
      {product ? (
        <More aria-labelledby="related-products-heading">
          <Heading level={2} id="related-products-heading">
            {CLOSEUP_TEXT.relatedProducts}
          </Heading>
          <PinGrid
            surface="CloseupRelatedProducts"
            ariaLabel={CLOSEUP_TEXT.relatedProducts}
            feedKey={`related-products:${loaded.id}`}
            fetchPage={fetchRelatedProducts}
          />
        </More>
      ) : null}
      <More aria-labelledby="related-heading">
        <Heading level={2} id="related-heading" align="center">
          {CLOSEUP_TEXT.related}
        </Heading>
        <PinGrid
          surface={product ? 'PdpRelatedPinGrid' : 'RelatedPinGrid'}
          ariaLabel={CLOSEUP_TEXT.related}
          feedKey={`related:${loaded.id}`}
          fetchPage={fetchRelated}
        />
      </More>
    </>
  );
}
