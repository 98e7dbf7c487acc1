/**
 * The viewer's placement experiences (§1, §4): read once per page load from the platform call
 * (UserExperiencePlatformResource), none for bots (§6). A failed read means no experiences: a
 * placement is an extra, never a reason for a page to fail.
 */
import { type TesseraApi, useApi } from '@tessera/api';
import { EXPERIENCE_TYPE_NONE, type Experience, getsPlacements, type Placements } from '@tessera/model';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from './session.ts';

interface PlacementsRead {
  placements: Placements | null;
  listeners: Set<() => void>;
}

const reads = new WeakMap<TesseraApi, PlacementsRead>();

function readOf(api: TesseraApi): PlacementsRead {
  let read = reads.get(api);
  if (read) return read;
  const created: PlacementsRead = { placements: null, listeners: new Set() };
  reads.set(api, created);
  read = created;
  void api
    .getPlatformExperiences()
    .catch((): Placements => ({}))
    .then((placements) => {
      created.placements = placements;
      for (const listener of created.listeners) listener();
    });
  return read;
}

/**
 * A placement the viewer is done with (completed or dismissed, §4 experience status): the server
 * stops placing it; this page load forgets it too, so it does not show again before a reload.
 */
export function forgetPlacement(api: TesseraApi, placementId: number) {
  const read = readOf(api);
  if (!read.placements) return;
  const { [String(placementId)]: _done, ...rest } = read.placements;
  read.placements = rest;
  for (const listener of read.listeners) listener();
}

/** The placements of this visitor (null until read; always empty for bots). */
export function usePlacements(): Placements | null {
  const api = useApi();
  const { visitor } = useSession();
  const placing = getsPlacements(visitor);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!placing) return () => {};
      const read = readOf(api);
      read.listeners.add(listener);
      return () => read.listeners.delete(listener);
    },
    [api, placing],
  );
  const snapshot = () => (placing ? readOf(api).placements : NO_PLACEMENTS);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const NO_PLACEMENTS: Placements = {};

/** An experience where it is placed: the placement and experience ids the status calls take. */
export interface PlacedExperience {
  placementId: number;
  experienceId: number;
  experience: Experience;
}

/** The experience placed at `anchor` (display_data.anchor), if one is (type 0 is none, §3). */
export function placedAt(placements: Placements | null, anchor: string): PlacedExperience | null {
  for (const [placementId, experience] of Object.entries(placements ?? {})) {
    if (experience.type !== EXPERIENCE_TYPE_NONE && experience.display_data?.anchor === anchor) {
      return { placementId: Number(placementId), experienceId: experience.experience_id, experience };
    }
  }
  return null;
}

/** `placementId:experienceId`, as the §7 experience status calls name a placed experience. */
export const placedExperienceId = ({ placementId, experienceId }: Omit<PlacedExperience, 'experience'>) =>
  `${placementId}:${experienceId}`;
