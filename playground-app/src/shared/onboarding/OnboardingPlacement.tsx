/**
 * Where the onboarding of new users shows (§1 placements, §9 onboarding steps): when the viewer has
 * the experience placed at ONBOARDING_ANCHOR, the onboarding modal, whose code is loaded then and
 * only then (a dynamic import: the home route does not grow for everyone). Nothing for bots (no
 * placements, §6) or logged-out visitors.
 */
import { lazy, Suspense } from 'react';
import { placedAt, usePlacements } from '../../app/placements.ts';
import { useSession } from '../../app/session.ts';

/** The anchor of the onboarding experience (display_data.anchor; the spec names none: the mock's). */
export const ONBOARDING_ANCHOR = 'Onboarding';

const Onboarding = lazy(() => import('./Onboarding.tsx'));

export function OnboardingPlacement() {
  const placements = usePlacements();
  const { viewer } = useSession();
  const placed = viewer ? placedAt(placements, ONBOARDING_ANCHOR) : null;
  if (!placed) return null;
  return (
    <Suspense fallback={null}>
      <Onboarding key={`${placed.placementId}:${placed.experienceId}`} placed={placed} />
    </Suspense>
  );
}
