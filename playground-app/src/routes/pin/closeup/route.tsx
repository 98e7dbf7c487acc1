/**
 * §2 the closeup: /pin/{id}/, /pin/{slug}--{id}/, the pin paths with /sent/ or /feedback/ (§2 counts
 * them as closeups) and /pin/{id}/comments (the same page with the
 * comments open). An unknown pin (404) or one removed by its creator (410) shows the unavailable
 * page (§2's words, a way back and pins to go on with, issue 30); any other failure the error with
 * Try again.
 */
import { isResourceRequestError } from '@tessera/api';
import { gridTitle, INVITE_CODE_QUERY, messages, type Pin, UTM_PAI_QUERY } from '@tessera/model';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { UnavailablePage } from '../../../shared/UnavailablePage.tsx';
import { Closeup } from './Closeup.tsx';
import { InviteLanding } from './InviteLanding.tsx';

export interface CloseupData {
  id: string;
  /** null: the pin is unknown (or gone). */
  pin: Pin | null;
  /** The creator removed it (the server answered 410). */
  removed?: boolean;
  /** /pin/{id}/comments opens the comments. */
  commentsOpen: boolean;
  /** §2 ?invite_code= opens the invite landing (§4). */
  inviteCode: string | null;
  /** §2 ?utm_pai= is recognised: carried as the tracking params of the pin's outbound calls (§7). */
  utmPai: string | null;
}

/** The closeup's title: the pin's title, else its description's start, else the words of §8. */
export function closeupTitle(data: CloseupData): string {
  if (!data.pin) return messages.unavailable;
  return gridTitle(data.pin) || data.pin.description?.slice(0, 80) || 'Pin';
}

export const handle: PageHandle<CloseupData> = {
  surface: 'RelatedPinGrid',
  pageClass: 'pin',
  title: closeupTitle,
};

export async function loader({ route, api }: PageLoaderArgs): Promise<CloseupData> {
  const id = route.params.id ?? '';
  const page = {
    id,
    commentsOpen: route.name === 'pinComments',
    inviteCode: route.query[INVITE_CODE_QUERY] || null,
    utmPai: route.query[UTM_PAI_QUERY] || null,
  };
  try {
    return { ...page, pin: await api.getPin({ id }) };
  } catch (error) {
    if (isResourceRequestError(error) && error.http_status === 404) return { ...page, pin: null };
    if (isResourceRequestError(error) && error.http_status === 410)
      return { ...page, pin: null, removed: true };
    throw error;
  }
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data.pin) return <UnavailablePage pin removedByCreator={data.removed === true} />;
  if (data.pin.storyPinData?.isDeleted) return <UnavailablePage pin removedByCreator />;
  return (
    <>
      {data.inviteCode ? <InviteLanding inviteCode={data.inviteCode} /> : null}
      <Closeup key={data.pin.id} loaded={data.pin} commentsOpen={data.commentsOpen} utmPai={data.utmPai} />
    </>
  );
}
