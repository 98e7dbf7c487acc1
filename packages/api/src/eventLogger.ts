/**
 * The event logger of §7: events (event_type, view_type, view_parameter, component, element,
 * object_id_str, event_data, aux_data, clientTrackingParams) are sampled (§9: 0.1 or 1; metrics
 * 0.1), queued and sent in batches to /v3/events/. A failed send is dropped, never retried and
 * never shown: logging must not break the page.
 */
import {
  LOG_SAMPLE_RATES,
  type LoggedEvent,
  MAX_EVENTS_PER_REQUEST,
  METRIC_SAMPLE_RATE,
} from '@tessera/model';

/** §9 sample rates a log may use: 0.1 or 1. */
export type SampleRate = (typeof LOG_SAMPLE_RATES)[number];
/** Wait before sending what is queued (a burst of impressions goes in one request). */
export const EVENT_FLUSH_DELAY_MS = 1000;

export interface EventLoggerOptions {
  /** Sends one batch (e.g. `api.logEvents`). */
  send: (events: LoggedEvent[]) => Promise<unknown>;
  /** Number in [0, 1) (default Math.random): an event is kept when random() < its rate. */
  random?: () => number;
  flushDelayMs?: number;
  /** Called when a batch could not be sent (default: nothing). */
  onError?: (error: unknown) => void;
}

export interface EventLogger {
  /** Queues `event` with probability `sampleRate` (default 1); true when it was kept. */
  log(event: LoggedEvent, sampleRate?: SampleRate): boolean;
  /**
   * A sampled metric (§8: attribution failures counted at 0.1, never shown): logged as event_type 0
   * with event_data { metric: name }.
   */
  metric(name: string, data?: Record<string, unknown>): boolean;
  /** Sends everything queued now. */
  flush(): Promise<void>;
  /** Events waiting to be sent. */
  readonly pending: number;
}

export function createEventLogger({
  send,
  random = Math.random,
  flushDelayMs = EVENT_FLUSH_DELAY_MS,
  onError = () => {},
}: EventLoggerOptions): EventLogger {
  let queue: LoggedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_EVENTS_PER_REQUEST);
      queue = queue.slice(MAX_EVENTS_PER_REQUEST);
      try {
        await send(batch);
      } catch (error) {
        onError(error);
      }
    }
  }

  const logger: EventLogger = {
    log(event, sampleRate = 1) {
      if (!(LOG_SAMPLE_RATES as readonly number[]).includes(sampleRate)) {
        throw new RangeError(`A log is sampled at ${LOG_SAMPLE_RATES.join(' or ')}, not ${sampleRate}`);
      }
      if (sampleRate < 1 && random() >= sampleRate) return false;
      queue.push(event);
      timer ??= setTimeout(() => void flush(), flushDelayMs);
      return true;
    },
    metric(name, data = {}) {
      if (random() >= METRIC_SAMPLE_RATE) return false;
      queue.push({ event_type: 0, event_data: { metric: name, ...data } });
      timer ??= setTimeout(() => void flush(), flushDelayMs);
      return true;
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
  return logger;
}
