import { videoAutoplayMachine } from '@tessera/machines';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

export type VideoAutoplayRef = ActorRefFrom<typeof videoAutoplayMachine>;

const VideoAutoplayContext = createContext<VideoAutoplayRef | null>(null);

/**
 * One videoAutoplayMachine for every VideoPlayer inside (§4): an organic video cannot autoplay
 * while another organic one plays; promoted videos can. Put it around a feed or a page.
 */
export function VideoAutoplayProvider({ children }: { children?: ReactNode }) {
  const actor = useActorRef(videoAutoplayMachine);
  return <VideoAutoplayContext.Provider value={actor}>{children}</VideoAutoplayContext.Provider>;
}

/** The coordinator above, or null (then every autoplay request is granted). */
export function useVideoAutoplay(): VideoAutoplayRef | null {
  return useContext(VideoAutoplayContext);
}
