/**
 * A placement banner (§1 "a placement-based system shows onboarding or promo experiences"): when the
 * viewer has an experience placed at `anchor` (display_data.anchor), a small banner with its title
 * and body (display_data) and its link (metadata.link, a path of the site). Shown: viewed; its link
 * followed: completed; Dismiss: dismissed (§4 experience status, the experienceMachine); after
 * either the placement is forgotten, and the server no longer places it. A failed update says so.
 * Nothing for bots (no placements, §6) or logged-out visitors (the status calls are the viewer's).
 */
import { lazy, Suspense } from 'react';
import { placedAt, usePlacements } from '../app/placements.ts';
import { useSession } from '../app/session.ts';

/** Loaded when an experience is placed (a dynamic import: the home route does not grow for everyone). */
const PlacedBanner = lazy(() => import('./PlacedBanner.tsx'));

export function PlacementBanner({ anchor }: { anchor: string }) {
  const placements = usePlacements();
  const { viewer } = useSession();
  const placed = viewer ? placedAt(placements, anchor) : null;
  if (!placed) return null;
  return (
    <Suspense fallback={null}>
      <PlacedBanner key={`${placed.placementId}:${placed.experienceId}`} placed={placed} />
    </Suspense>
  );
}
