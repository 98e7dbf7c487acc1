/**
 * Model-based testing for every machine (@xstate/graph). The machine's own graph is traversed
 * (getAdjacencyMap, getShortestPaths); then EVERY edge of the graph — each reachable state and
 * each event that state handles, including the ones it ignores — is replayed on a live actor:
 * the shortest path to the source state, then the edge's event. The live actor runs with fake
 * timers and with every invoked promise actor replaced by a deferred that the replay settles, so
 * a `xstate.after.*` step really waits the delay and a `xstate.done.actor.*` step really resolves
 * the call. After each step the live state must equal the model's, and the invariant of every
 * active leaf state must hold. The check fails when a leaf state of the definition is never
 * reached, or has no invariant.
 */
import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { expect, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import { type Deferred, deferred } from './deferred.ts';

type Snapshot = AnyMachineSnapshot;

/**
 * The time a model-based test (every state and transition, or random walks) may take. They pass in
 * about 4 s on an idle machine and timed out at Vitest's 5 s on a busy one (CI's machines are busy):
 * the walk is the work under test, not a wait, so it gets room rather than a shorter walk.
 */
export const MODEL_TEST_TIMEOUT_MS = 60_000;

export interface LiveActor {
  actor: AnyActorRef;
  /** Inputs each promise actor was called with, by actor name. */
  calls: Record<string, unknown[]>;
  /** Deferreds of each promise actor's calls, by actor name (last = current). */
  pending: Record<string, Array<Deferred<unknown>>>;
  /** Events the actor emitted. */
  emitted: EventObject[];
  snapshot: () => Snapshot;
}

export interface LiveOptions {
  input?: unknown;
  /** Implementations to provide besides the deferred promise actors (actions, guards, actors). */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** Actor names to keep as defined (not replaced by deferreds). */
  keepActors?: string[];
}

/** Starts a live actor whose promise actors are deferreds the test settles. */
export function startLive(machine: AnyStateMachine, options: LiveOptions = {}): LiveActor {
  const calls: Record<string, unknown[]> = {};
  const pending: Record<string, Array<Deferred<unknown>>> = {};
  const actors: Record<string, unknown> = {};
  for (const name of Object.keys(machine.implementations.actors ?? {})) {
    if (options.keepActors?.includes(name)) continue;
    calls[name] = [];
    pending[name] = [];
    actors[name] = fromPromise(({ input }) => {
      calls[name]?.push(input);
      const call = deferred<unknown>();
      pending[name]?.push(call);
      return call.promise;
    });
  }
  const provided = machine.provide({
    ...options.provide,
    actors: { ...actors, ...(options.provide?.actors ?? {}) },
  } as Parameters<AnyStateMachine['provide']>[0]);
  const actor = createActor(provided, { input: options.input } as never);
  const emitted: EventObject[] = [];
  actor.on('*', (event: EventObject) => {
    emitted.push(event);
  });
  actor.start();
  return { actor, calls, pending, emitted, snapshot: () => actor.getSnapshot() as Snapshot };
}

const lastCall = (live: LiveActor, name: string): Deferred<unknown> => {
  const call = live.pending[name]?.at(-1);
  if (!call) throw new Error(`no pending call of actor "${name}" to settle`);
  return call;
};

/** The milliseconds of a `xstate.after.<delay>.<state id>` event for this live actor. */
function delayOf(machine: AnyStateMachine, live: LiveActor, eventType: string): number {
  const delay = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(delay)) return Number(delay);
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') {
    const snapshot = live.snapshot();
    return (impl as (args: unknown) => number)({ context: snapshot.context, event: { type: eventType } });
  }
  throw new Error(`unknown delay ${delay}`);
}

/** Performs one model event on the live actor. */
export async function perform(
  machine: AnyStateMachine,
  live: LiveActor,
  event: AnyEventObject,
): Promise<void> {
  const { type } = event;
  if (type === 'xstate.init') return;
  if (type.startsWith('xstate.done.actor.')) {
    lastCall(live, type.slice('xstate.done.actor.'.length)).resolve((event as { output?: unknown }).output);
    await vi.advanceTimersByTimeAsync(0);
  } else if (type.startsWith('xstate.error.actor.')) {
    lastCall(live, type.slice('xstate.error.actor.'.length)).reject((event as { error?: unknown }).error);
    await vi.advanceTimersByTimeAsync(0);
  } else if (type.startsWith('xstate.after.')) {
    await vi.advanceTimersByTimeAsync(delayOf(machine, live, type));
  } else {
    live.actor.send(event);
    await vi.advanceTimersByTimeAsync(0);
  }
}

/** The leaf (atomic or final) state paths of a machine, e.g. ['saved.confirming', 'none']. */
export function leafStates(machine: AnyStateMachine): string[] {
  const leaves: string[] = [];
  const walk = (node: { states: Record<string, unknown>; path: string[]; type: string }) => {
    for (const child of Object.values(node.states) as Array<typeof node>) {
      if (child.type === 'history') continue;
      if (child.type === 'atomic' || child.type === 'final') leaves.push(child.path.join('.'));
      else walk(child);
    }
  };
  walk(machine.root as never);
  return leaves;
}

const pathToValue = (path: string): unknown => {
  const [head, ...rest] = path.split('.');
  return rest.length === 0 ? head : { [head as string]: pathToValue(rest.join('.')) };
};

/** The leaf states the snapshot is in. */
export function activeLeaves(machine: AnyStateMachine, snapshot: Snapshot): string[] {
  return leafStates(machine).filter((leaf) => snapshot.matches(pathToValue(leaf) as never));
}

export interface ModelCheck<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** The machine's input; give `inputs` to traverse from several starts (states reached are pooled). */
  input?: unknown;
  inputs?: unknown[];
  /** Payloads for the events the states handle (events not listed are sent as `{ type }`). */
  events?: AnyEventObject[] | ((snapshot: Snapshot) => AnyEventObject[]);
  /** The part of the context that distinguishes model states (compared with the live actor too). */
  context?: (context: Snapshot['context']) => unknown;
  /** An invariant for every leaf state, keyed by its dotted path. */
  invariants: Record<string, (snapshot: Snapshot, live: LiveActor) => void>;
  /** Live-actor options (provided actions, kept actors). */
  live?: Omit<LiveOptions, 'input'>;
  /** Runs before each replay (reset spies the invariants read). */
  beforeReplay?: () => void;
  /** Stop exploring past such states (bounds counters); they are still checked. */
  stopWhen?: (snapshot: Snapshot) => boolean;
  /** Traversal limit (default 5000). */
  limit?: number;
}

export interface ModelCheckResult {
  states: number;
  transitions: number;
  reached: string[];
}

/**
 * Replays every edge of the machine's graph on a live actor (see the file comment). Call inside a
 * test with fake timers on.
 */
export async function checkModel<TMachine extends AnyStateMachine>(
  check: ModelCheck<TMachine>,
): Promise<ModelCheckResult> {
  const { machine } = check;
  const project = check.context ?? (() => undefined);
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify({ value: snapshot.value, context: project(snapshot.context), status: snapshot.status });
  const payloads = check.events ?? [];
  // Only the events the active states handle (as @xstate/graph does when no events are given),
  // each with the payloads listed for its type, else as `{ type }`.
  const events = (snapshot: Snapshot): EventObject[] => {
    const listed = typeof payloads === 'function' ? payloads(snapshot) : payloads;
    return __unsafe_getAllOwnEventDescriptors(snapshot)
      .filter((type) => !type.includes('*'))
      .flatMap((type) => {
        const matching = listed.filter((event) => event.type === type);
        return matching.length ? matching : [{ type }];
      });
  };
  const leaves = leafStates(machine);
  expect(Object.keys(check.invariants).sort(), 'one invariant per leaf state').toEqual([...leaves].sort());
  const reached = new Set<string>();
  let transitions = 0;
  let states = 0;
  for (const input of check.inputs ?? [check.input]) {
    const options = {
      input,
      events,
      serializeState,
      // a final state takes no more events (a live actor that is done ignores them)
      stopWhen: (snapshot: Snapshot) => snapshot.status === 'done' || (check.stopWhen?.(snapshot) ?? false),
      limit: check.limit ?? 5000,
    } as never;
    const adjacency = getAdjacencyMap(machine, options) as Record<
      string,
      { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }
    >;
    const shortest = new Map<string, Array<{ event: EventObject; state: Snapshot }>>();
    for (const path of getShortestPaths(machine, options)) {
      shortest.set(serializeState(path.state as Snapshot), path.steps as never);
    }
    states += Object.keys(adjacency).length;
    for (const [source, { transitions: edges }] of Object.entries(adjacency)) {
      const toSource = shortest.get(source);
      if (!toSource) throw new Error(`no shortest path to ${source}`);
      const edgeList = Object.values(edges);
      // A state with no outgoing edges (final) is still checked on its own.
      const plans = edgeList.length ? edgeList.map((edge) => [...toSource, edge]) : [toSource];
      for (const steps of plans) {
        transitions += edgeList.length ? 1 : 0;
        check.beforeReplay?.();
        const live = startLive(machine, { ...check.live, input });
        const verify = (expected: Snapshot, label: string) => {
          const snapshot = live.snapshot();
          expect(serializeState(snapshot), label).toBe(serializeState(expected));
          for (const leaf of activeLeaves(machine, snapshot)) {
            reached.add(leaf);
            check.invariants[leaf]?.(snapshot, live);
          }
        };
        verify(
          (steps[0]?.state ?? adjacency[source]?.state) as Snapshot,
          `initial state (path to ${source})`,
        );
        const trail: string[] = [];
        for (const step of steps) {
          if (step.event.type === 'xstate.init') continue;
          trail.push(step.event.type);
          await perform(machine, live, step.event);
          verify(step.state, `after ${trail.join(' → ')}`);
        }
        live.actor.stop();
      }
    }
  }
  expect([...reached].sort(), 'every leaf state is reachable').toEqual([...leaves].sort());
  return { states, transitions, reached: [...reached] };
}

export interface RandomWalkCheck<TMachine extends AnyStateMachine>
  extends Omit<ModelCheck<TMachine>, 'context' | 'stopWhen' | 'limit'> {
  /** Walks to take (default 50) and steps per walk (default 30). */
  runs?: number;
  steps?: number;
  /** Seed for reproducible walks (default 1). */
  seed?: number;
}

/**
 * Long random walks on live actors (fast-check picks the events among those the current state
 * handles, with the listed payloads): after every step the invariants of the active leaves must
 * hold. Complements checkModel, whose paths are shortest ones, by reaching deep context values.
 */
export async function checkRandomWalks<TMachine extends AnyStateMachine>(
  check: RandomWalkCheck<TMachine>,
): Promise<void> {
  const { machine } = check;
  const fc = await import('fast-check');
  const payloads = check.events ?? [];
  const runs = check.runs ?? 50;
  const steps = check.steps ?? 30;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...(check.inputs ?? [check.input])),
      fc.array(fc.nat(), { minLength: steps, maxLength: steps }),
      async (input, choices) => {
        check.beforeReplay?.();
        const live = startLive(machine, { ...check.live, input });
        const trail: string[] = [];
        try {
          for (const choice of choices) {
            const snapshot = live.snapshot();
            if (snapshot.status !== 'active') break;
            const listed = typeof payloads === 'function' ? payloads(snapshot) : payloads;
            const options = __unsafe_getAllOwnEventDescriptors(snapshot)
              .filter((type) => !type.includes('*'))
              .flatMap((type) => {
                const matching = listed.filter((event) => event.type === type);
                return matching.length ? matching : [{ type }];
              })
              // a done/error event only when that call is pending
              .filter((event) => {
                const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
                return actor === undefined || (live.pending[actor]?.length ?? 0) > 0;
              });
            if (options.length === 0) break;
            const event = options[choice % options.length] as AnyEventObject;
            trail.push(event.type);
            await perform(machine, live, event);
            for (const leaf of activeLeaves(machine, live.snapshot())) {
              try {
                check.invariants[leaf]?.(live.snapshot(), live);
              } catch (error) {
                throw new Error(
                  `invariant of ${leaf} after ${trail.join(' → ')}: ${(error as Error).message}`,
                );
              }
            }
          }
        } finally {
          live.actor.stop();
        }
      },
    ),
    { numRuns: runs, seed: check.seed ?? 1 },
  );
}
