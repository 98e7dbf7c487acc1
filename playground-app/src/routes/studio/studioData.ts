/**
 * The creator studio's data (§2 /tv/studio, /_/storyboard; ours, see the route table): the viewer's
 * video and story pins, and one story pin for its storyboard. Null for a logged-out visitor.
 */
import type { TesseraApi } from '@tessera/api';
import { hasVideo, isEntityId, type ParsedRoute, type Pin, type User } from '@tessera/model';
import { notFound, pageError } from '../../app/routeErrors.tsx';
import type { Session } from '../../app/session.ts';
import { loadViewerPins } from '../../shared/viewerPins.ts';
import { STORYBOARD_PIN_QUERY } from './studioText.ts';

export interface StudioData {
  viewer: User;
  videos: Pin[];
  stories: Pin[];
}

/** A story pin (§3 storyPinData) that was not deleted. */
export const isStoryPin = (pin: Pin) => Boolean(pin.storyPinData) && !pin.storyPinData?.isDeleted;

export async function loadStudio(api: TesseraApi, session: Session): Promise<StudioData | null> {
  const viewer = session.viewer;
  if (!viewer) return null;
  try {
    const pins = await loadViewerPins(api, viewer.username);
    return {
      viewer,
      videos: pins.filter((pin) => hasVideo(pin) && !isStoryPin(pin)),
      stories: pins.filter(isStoryPin),
    };
  } catch (error) {
    pageError(error);
  }
}

export type StoryboardData = { viewer: User; pin: Pin | null } | null;

/** The pin of ?pin=id (null without one); an unknown pin is the not-found page. */
export async function loadStoryboard(
  api: TesseraApi,
  session: Session,
  route: ParsedRoute,
): Promise<StoryboardData> {
  const viewer = session.viewer;
  if (!viewer) return null;
  const id = route.query[STORYBOARD_PIN_QUERY]?.trim();
  if (!id) return { viewer, pin: null };
  if (!isEntityId(id)) notFound();
  try {
    return { viewer, pin: await api.getPin({ id }) };
  } catch (error) {
    pageError(error);
  }
}
