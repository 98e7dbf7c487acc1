/**
 * One placed experience's status (§4 experience status) through the experienceMachine: VIEW
 * (UserExperienceViewedResource), COMPLETE (UserExperienceCompletedResource) and DISMISS
 * (UserExperienceResource delete); after completed and dismissed the placement data is refreshed
 * (`refreshPlacements`: this page load forgets the placement, the server no longer places it). A
 * failed complete or dismiss leaves the experience where it was and says so in a toast.
 *
 * The actor of a placed experience lives as long as the page load (one per api, like the
 * placements), not as long as the component showing it: a link that completes the experience and
 * leaves the page still forgets the placement when the call lands, and it is viewed only once.
 */
import { type TesseraApi, useApi } from '@tessera/api';
import { experienceMachine } from '@tessera/machines';
import { useToaster } from '@tessera/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type Actor, createActor, fromPromise } from 'xstate';
import { forgetPlacement, type PlacedExperience, placedExperienceId } from '../app/placements.ts';
import { PLACEMENT_TEXT } from './placementsText.ts';

type ExperienceActor = Actor<typeof experienceMachine>;

const actors = new WeakMap<TesseraApi, Map<string, ExperienceActor>>();

function experienceActor(api: TesseraApi, placed: Omit<PlacedExperience, 'experience'>): ExperienceActor {
  let byId = actors.get(api);
  if (!byId) {
    byId = new Map();
    actors.set(api, byId);
  }
  const id = placedExperienceId(placed);
  const known = byId.get(id);
  if (known) return known;
  const call = (update: (o: { placed_experience_id: string }) => Promise<unknown>) =>
    fromPromise<void, { placedExperienceId: string }>(async ({ input }) => {
      await update({ placed_experience_id: input.placedExperienceId });
    });
  const actor = createActor(
    experienceMachine.provide({
      actors: {
        markViewed: call(api.markExperienceViewed),
        markCompleted: call(api.markExperienceCompleted),
        dismiss: call(api.dismissExperience),
      },
      actions: { refreshPlacements: () => forgetPlacement(api, placed.placementId) },
    }),
    { input: { placementId: placed.placementId, experienceId: placed.experienceId } },
  );
  actor.start();
  byId.set(id, actor);
  return actor;
}

export interface PlacedExperienceControls {
  /** Shown: marks it viewed (once). */
  view: () => void;
  complete: () => void;
  dismiss: () => void;
  /** A complete or dismiss is on its way to the server. */
  busy: boolean;
}

export function usePlacedExperience(placed: PlacedExperience): PlacedExperienceControls {
  const api = useApi();
  const toaster = useToaster();
  const { placementId, experienceId } = placed;
  const actor = useMemo(
    () => experienceActor(api, { placementId, experienceId }),
    [api, placementId, experienceId],
  );
  useEffect(() => {
    const subscription = actor.on('updateFailed', ({ status }) => {
      toaster.show({
        text: status === 'dismissed' ? PLACEMENT_TEXT.dismissFailed : PLACEMENT_TEXT.completeFailed,
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, toaster]);
  const busy = useSelector(
    actor,
    (snapshot) => snapshot.matches('completing') || snapshot.matches('dismissing'),
  );
  return useMemo(
    () => ({
      view: () => actor.send({ type: 'VIEW' }),
      complete: () => actor.send({ type: 'COMPLETE' }),
      dismiss: () => actor.send({ type: 'DISMISS' }),
      busy,
    }),
    [actor, busy],
  );
}
