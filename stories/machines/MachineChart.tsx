/**
 * Draws a machine of @tessera/machines from its own definition (machine.root): the diagram
 * (MachineDiagram, states linked to the stories that show them), then every state with
 * its entry/exit actions, invoked actors, delayed transitions (with the milliseconds the machine's
 * delays resolve to), eventless transitions and event transitions with their guards and targets.
 * Nothing here is written by hand per machine, so the page cannot drift from the code.
 */
import type { AnyStateMachine } from 'xstate';
import { MachineDiagram } from './MachineDiagram.tsx';
import { STATE_STORIES } from './stateStories.ts';

type Node = AnyStateMachine['root'];
type Transition = {
  eventType: string;
  target?: ReadonlyArray<{ path: string[]; id: string }>;
  guard?: unknown;
  actions?: readonly unknown[];
  reenter?: boolean;
};

const nameOf = (thing: unknown): string | null => {
  if (!thing) return null;
  if (typeof thing === 'string') return thing;
  if (typeof thing === 'function') return (thing as { name?: string }).name || 'inline';
  const type = (thing as { type?: unknown }).type;
  return typeof type === 'string' ? type : null;
};

/** Built-in action creators, by the name they show; null = internal (delay timers). */
const BUILT_IN: Record<string, string | null> = {
  assign: 'updates context',
  emit: 'emits',
  enqueueActions: 'enqueued actions',
  sendTo: 'sends to a child',
  raise: null,
  cancel: null,
  inline: null,
};

const actionNames = (actions: readonly unknown[] | undefined): string[] =>
  (actions ?? [])
    .map(nameOf)
    .map((name) => (name !== null && name in BUILT_IN ? BUILT_IN[name] : name))
    .filter((name): name is string => name != null && !name.startsWith('xstate.'));

const targetText = (node: Node, transition: Transition): string => {
  const targets = transition.target ?? [];
  if (targets.length === 0) return 'stays';
  return targets
    .map((target) => {
      const path = target.path.join('.');
      return path === node.path.join('.') && !transition.reenter ? 'stays' : `→ ${path || target.id}`;
    })
    .join(', ');
};

/** The milliseconds of a named or numeric delay, read from the machine's implementations. */
function delayText(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`;
  const impl = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  if (typeof impl === 'number') return `${String(delay)} (${impl} ms)`;
  return `${String(delay)} (from the context)`;
}

function eventLabel(eventType: string): string {
  if (eventType.startsWith('xstate.done.actor.'))
    return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.'))
    return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  return eventType;
}

interface Row {
  key: string;
  label: string;
  transition: Transition;
}

/** Rows with stable keys (label, guard and target; a counter only for exact repeats). */
function rows(node: Node, entries: Array<[string, Transition]>): Row[] {
  const seen = new Map<string, number>();
  return entries.map(([label, transition]) => {
    const base = `${label}|${nameOf(transition.guard)}|${targetText(node, transition)}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count ? `${base}#${count}` : base, label, transition };
  });
}

function TransitionItem({ node, label, transition }: { node: Node; label: string; transition: Transition }) {
  const guard = nameOf(transition.guard);
  const actions = actionNames(transition.actions);
  return (
    <li>
      <code>{label}</code>
      {guard ? <> [if {guard}]</> : null} {targetText(node, transition)}
      {actions.length ? <> — does {actions.join(', ')}</> : null}
    </li>
  );
}

function StateItem({ machine, node }: { machine: AnyStateMachine; node: Node }) {
  const children = Object.values(node.states) as Node[];
  const entry = actionNames(node.entry as unknown as unknown[]);
  const exit = actionNames(node.exit as unknown as unknown[]);
  const invoke = (node.invoke as Array<{ src: unknown; id: string }>).map((i) => nameOf(i.src) ?? i.id);
  const after = (node.after as unknown as Array<Transition & { delay: unknown }>) ?? [];
  const always = (node.always as unknown as Transition[] | undefined) ?? [];
  const on: Array<[string, Transition[]]> = [...(node.transitions as Map<string, Transition[]>)].filter(
    ([type]) => !type.startsWith('xstate.after.'),
  );
  const kind = [
    node.parent && (node.parent as Node).initial?.target?.[0] === node ? 'initial' : null,
    node.type === 'final' ? 'final' : null,
    node.type === 'parallel' ? 'parallel regions' : null,
  ].filter(Boolean);
  const id = `state-${node.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <li aria-labelledby={id}>
      <strong id={id}>{node.key}</strong>
      {kind.length ? <> ({kind.join(', ')})</> : null}
      <ul>
        {entry.length ? <li>entry: {entry.join(', ')}</li> : null}
        {exit.length ? <li>exit: {exit.join(', ')}</li> : null}
        {invoke.map((src) => (
          <li key={src}>invokes: {src}</li>
        ))}
        {rows(node, [
          ...after.map((t): [string, Transition] => [`after ${delayText(machine, t.delay)}`, t]),
          ...always.map((t): [string, Transition] => ['always', t]),
          ...on.flatMap(([type, transitions]) =>
            transitions.map((t): [string, Transition] => [eventLabel(type), t]),
          ),
        ]).map((row) => (
          <TransitionItem key={row.key} node={node} label={row.label} transition={row.transition} />
        ))}
        {children.map((child) => (
          <StateItem key={child.key} machine={machine} node={child} />
        ))}
      </ul>
    </li>
  );
}

export interface MachineChartProps {
  /** The machine, as exported by @tessera/machines. */
  machine: AnyStateMachine;
  /** The SPEC sections it implements, shown under the title. */
  spec: string;
}

/** The states and transitions of one machine, read from its definition. */
export function MachineChart({ machine, spec }: MachineChartProps) {
  const root = machine.root;
  const states = Object.values(root.states) as Node[];
  const rootOn: Array<[string, Transition[]]> = [...(root.transitions as Map<string, Transition[]>)];
  const actors = Object.keys(machine.implementations.actors ?? {});
  const actions = Object.keys(machine.implementations.actions ?? {});
  return (
    <section aria-labelledby={`machine-${root.id}`} style={{ lineHeight: 1.5, maxWidth: '60rem' }}>
      <h2 id={`machine-${root.id}`}>{root.id}</h2>
      <p>{spec}</p>
      <MachineDiagram machine={machine} stories={STATE_STORIES[root.id]} />
      <p>
        Actors to provide: {actors.length ? actors.join(', ') : 'none'}. Actions:{' '}
        {actions.length ? actions.join(', ') : 'none'}.
      </p>
      {rootOn.length ? (
        <>
          <h3>In every state</h3>
          <ul>
            {rows(
              root,
              rootOn.flatMap(([type, transitions]) =>
                transitions.map((t): [string, Transition] => [eventLabel(type), t]),
              ),
            ).map((row) => (
              <TransitionItem key={row.key} node={root} label={row.label} transition={row.transition} />
            ))}
          </ul>
        </>
      ) : null}
      <h3>{root.type === 'parallel' ? 'Parallel regions' : 'States'}</h3>
      <ul>
        {states.map((node) => (
          <StateItem key={node.key} machine={machine} node={node} />
        ))}
      </ul>
    </section>
  );
}
