import { type ImpressionReport, impressionTrackingMachine } from '@tessera/machines';
import { visiblePercent } from '@tessera/model';
import { useActorRef } from '@xstate/react';
import { type RefObject, useEffect, useRef } from 'react';

/** IntersectionObserver steps: fine enough that every §9 milestone (0, 50, 80, 100) is crossed. */
const OBSERVER_THRESHOLDS = Array.from({ length: 21 }, (_, step) => step / 20);

export type OnImpression = (report: ImpressionReport & { pinId: string }) => void;

/**
 * Impressions of a card (§4, §9 thresholds 0/50/80/100 and the 143 px cutoffs): the element's
 * visible percent (the model's visiblePercent) drives impressionTrackingMachine; the page hidden
 * pauses it, a failed image pauses it until an image loads, unmounting ends it (as a leave). Each finished
 * impression goes to `onImpression` (the app logs it, e.g. event 18 through the api's logger).
 * Returns the image load/error handlers. Does nothing without `onImpression`.
 */
export function useImpressions(
  ref: RefObject<HTMLElement | null>,
  pinId: string,
  onImpression: OnImpression | undefined,
) {
  const latest = useRef(onImpression);
  latest.current = onImpression;
  const actor = useActorRef(
    impressionTrackingMachine.provide({
      actions: { report: (_args, report: ImpressionReport) => latest.current?.({ ...report, pinId }) },
    }),
    { input: {} },
  );
  const enabled = onImpression !== undefined;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const measure = () =>
      actor.send({
        type: 'VISIBILITY',
        percent: visiblePercent(element.getBoundingClientRect(), window.innerHeight),
      });
    const observer = new IntersectionObserver(measure, { threshold: OBSERVER_THRESHOLDS });
    observer.observe(element);
    const onVisibility = () => actor.send({ type: document.hidden ? 'PAUSE' : 'RESUME' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('scroll', measure);
      // Gone from the page (or remounted by StrictMode): the impression ends as a leave; the
      // actor stays usable, so a remount keeps tracking.
      actor.send({ type: 'VISIBILITY', percent: 0 });
    };
  }, [actor, enabled, ref]);

  return {
    onImageLoad: () => actor.send({ type: 'IMAGE_LOAD' }),
    onImageError: () => actor.send({ type: 'IMAGE_ERROR' }),
  };
}
