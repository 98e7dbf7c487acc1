/**
 * Draws a machine of @tessera/machines as a diagram, from its own definition (machine.root): one
 * figure per compound state (the machine itself first), its child states as boxes in columns by
 * distance from the initial state, and an arrow for each way from one child to another, labelled
 * with the events (and delays) that take it. A transition from a nested state is drawn from the
 * child that holds it; one that leaves the figure's state is drawn in the figure of the state it
 * lands in. A parallel state shows each region as a figure of its own. A state with a story of
 * its own (`stories`) is a link to that story, so a designer can click from the chart to the
 * screen in that state. Nothing is written per machine, so the diagram cannot drift from the code.
 */
import { useId } from 'react';
import type { AnyStateMachine } from 'xstate';

type Node = AnyStateMachine['root'];
type Transition = { target?: ReadonlyArray<Node>; reenter?: boolean };

/** Every state of a machine, by its dotted path (`newly.confirming`), in document order. */
export function statePaths(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    for (const child of Object.values(node.states) as Node[]) {
      out.push(child.path.join('.'));
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

const childrenOf = (node: Node) => Object.values(node.states) as Node[];

function delayText(machine: AnyStateMachine, delay: unknown): string {
  if (typeof delay === 'number') return `after ${delay} ms`;
  const impl = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof impl === 'number' ? `after ${impl} ms` : `after ${String(delay)}`;
}

function eventText(eventType: string): string {
  if (eventType.startsWith('xstate.done.actor.')) return `done ${eventType.slice(18)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error ${eventType.slice(19)}`;
  return eventType;
}

/** Every transition of a state and of the states inside it, with the words it is drawn with. */
function transitionsWithin(machine: AnyStateMachine, node: Node): Array<[string, Transition]> {
  const own: Array<[string, Transition]> = [
    ...((node.after as unknown as Array<Transition & { delay: unknown }>) ?? []).map(
      (t): [string, Transition] => [delayText(machine, t.delay), t],
    ),
    ...((node.always as unknown as Transition[] | undefined) ?? []).map((t): [string, Transition] => [
      'always',
      t,
    ]),
    ...[...(node.transitions as Map<string, Transition[]>)]
      .filter(([type]) => !type.startsWith('xstate.after.'))
      .flatMap(([type, list]) => list.map((t): [string, Transition] => [eventText(type), t])),
  ];
  return [...own, ...childrenOf(node).flatMap((child) => transitionsWithin(machine, child))];
}

interface Edge {
  from: number;
  to: number;
  labels: string[];
}

/** The child of `parent` that is or holds `node`, by index; -1 when `node` is outside `parent`. */
function childIndex(parent: Node, node: Node): number {
  const depth = parent.path.length;
  if (node.path.length <= depth || parent.path.some((key, i) => node.path[i] !== key)) return -1;
  return childrenOf(parent).findIndex((child) => child.key === node.path[depth]);
}

function edgesOf(machine: AnyStateMachine, parent: Node): Edge[] {
  const edges = new Map<string, Edge>();
  childrenOf(parent).forEach((child, from) => {
    for (const [label, transition] of transitionsWithin(machine, child)) {
      for (const target of transition.target ?? []) {
        const to = childIndex(parent, target);
        if (to < 0 || to === from) continue;
        const key = `${from}>${to}`;
        const edge = edges.get(key) ?? { from, to, labels: [] };
        if (!edge.labels.includes(label)) edge.labels.push(label);
        edges.set(key, edge);
      }
    }
  });
  return [...edges.values()];
}

/** Columns by the fewest steps from the initial child; a child no arrow reaches goes last. */
function ranks(count: number, initial: number, edges: Edge[]): number[] {
  const rank = new Array<number>(count).fill(-1);
  const queue = [initial];
  rank[initial] = 0;
  while (queue.length) {
    const at = queue.shift() as number;
    for (const edge of edges)
      if (edge.from === at && rank[edge.to] === -1) {
        rank[edge.to] = (rank[at] ?? 0) + 1;
        queue.push(edge.to);
      }
  }
  const last = Math.max(...rank) + 1;
  return rank.map((r) => (r === -1 ? last : r));
}

const BOX = { width: 150, height: 40 };
const GAP = { x: 130, y: 44 };
const PAD = 24;
const MAX_LABELS = 3;

function Figure({
  machine,
  node,
  stories,
}: {
  machine: AnyStateMachine;
  node: Node;
  stories: Readonly<Record<string, string>>;
}) {
  const arrow = useId();
  const children = childrenOf(node);
  const initialKey = node.initial?.target?.[0]?.key;
  const initial = Math.max(
    0,
    children.findIndex((child) => child.key === initialKey),
  );
  const edges = edgesOf(machine, node);
  const rank = ranks(children.length, initial, edges);
  const rows: number[] = [];
  const row = rank.map((r) => {
    rows[r] = (rows[r] ?? -1) + 1;
    return rows[r];
  });
  const at = (list: number[], i: number) => list[i] ?? 0;
  const x = (i: number) => PAD + at(rank, i) * (BOX.width + GAP.x);
  const y = (i: number) => PAD + at(row, i) * (BOX.height + GAP.y);
  const width = PAD * 2 + (Math.max(...rank) + 1) * (BOX.width + GAP.x) - GAP.x;
  const height = PAD * 2 + Math.max(...rows.map((r) => r + 1)) * (BOX.height + GAP.y) - GAP.y + 40;
  const title = node.path.length ? node.path.join('.') : node.id;
  return (
    <figure
      style={{ margin: '0 0 1.5rem' }}
      data-state={(node.parent as Node | undefined)?.type === 'parallel' ? title : undefined}
    >
      <figcaption>
        {node.path.length ? (
          <>
            Inside <strong>{title}</strong>
          </>
        ) : (
          'Diagram'
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        style={{ maxWidth: '100%', height: 'auto', overflow: 'visible', fontSize: 12 }}
      >
        <title>{`States of ${title} and the ways between them`}</title>
        <defs>
          <marker
            id={arrow}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
          </marker>
        </defs>
        {edges.map((edge) => {
          const forward = at(rank, edge.to) > at(rank, edge.from);
          const label =
            edge.labels.length > MAX_LABELS
              ? `${edge.labels.slice(0, MAX_LABELS).join(', ')} +${edge.labels.length - MAX_LABELS}`
              : edge.labels.join(', ');
          let d: string;
          let lx: number;
          let ly: number;
          if (forward) {
            const [x1, y1] = [x(edge.from) + BOX.width, y(edge.from) + BOX.height / 2];
            const [x2, y2] = [x(edge.to), y(edge.to) + BOX.height / 2];
            const bend = (x2 - x1) / 2;
            d = `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
            [lx, ly] = [(x1 + x2) / 2, (y1 + y2) / 2 - 6];
          } else {
            // Back (or across one column): an arc under the boxes, bottom to bottom.
            const [x1, y1] = [x(edge.from) + BOX.width / 2 + 12, y(edge.from) + BOX.height];
            const [x2, y2] = [x(edge.to) + BOX.width / 2 - 12, y(edge.to) + BOX.height];
            const drop = 34 + Math.abs(x1 - x2) / 12;
            d = `M${x1},${y1} C${x1},${y1 + drop} ${x2},${y2 + drop} ${x2},${y2}`;
            [lx, ly] = [(x1 + x2) / 2, Math.max(y1, y2) + drop * 0.75 + 4];
          }
          return (
            <g
              key={`${edge.from}>${edge.to}`}
              data-edge={`${children[edge.from]?.key}>${children[edge.to]?.key}`}
            >
              <path d={d} fill="none" stroke="currentColor" strokeWidth={1.2} markerEnd={`url(#${arrow})`} />
              <text x={lx} y={ly} textAnchor="middle" fill="currentColor">
                {label}
              </text>
            </g>
          );
        })}
        {children.map((child, i) => {
          const path = child.path.join('.');
          const story = stories[path];
          const marks = [
            i === initial ? 'initial' : null,
            child.type === 'final' ? 'final' : null,
            child.type === 'parallel' ? 'parallel' : null,
            child.type === 'compound' ? 'has states' : null,
          ].filter(Boolean);
          const box = (
            <>
              <rect
                x={x(i)}
                y={y(i)}
                width={BOX.width}
                height={BOX.height}
                rx={12}
                fill="none"
                stroke="currentColor"
                strokeWidth={i === initial ? 2.5 : 1.2}
                strokeDasharray={child.type === 'final' ? '4 3' : undefined}
              />
              <text
                x={x(i) + BOX.width / 2}
                y={y(i) + (marks.length ? 17 : 25)}
                textAnchor="middle"
                fill="currentColor"
                fontWeight={600}
                textDecoration={story ? 'underline' : undefined}
              >
                {child.key}
              </text>
              {marks.length ? (
                <text
                  x={x(i) + BOX.width / 2}
                  y={y(i) + 32}
                  textAnchor="middle"
                  fill="currentColor"
                  fontSize={10}
                >
                  {marks.join(', ')}
                </text>
              ) : null}
            </>
          );
          return (
            <g key={child.key} data-state={path}>
              {story ? (
                <a href={`?path=/story/${story}`} target="_top">
                  {box}
                </a>
              ) : (
                box
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** Figures of a state and of every compound state inside it. */
function Figures({
  machine,
  node,
  stories,
}: {
  machine: AnyStateMachine;
  node: Node;
  stories: Readonly<Record<string, string>>;
}) {
  const children = childrenOf(node);
  if (!children.length) return null;
  return (
    <>
      {node.type === 'parallel' ? null : <Figure machine={machine} node={node} stories={stories} />}
      {children.map((child) => (
        <Figures key={child.key} machine={machine} node={child} stories={stories} />
      ))}
    </>
  );
}

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  /** Story ids of stories that show a state, by the state's dotted path: the state links there. */
  stories?: Readonly<Record<string, string>> | undefined;
}

/** The machine's states and the arrows between them, one figure per compound state. */
export function MachineDiagram({ machine, stories = {} }: MachineDiagramProps) {
  return <Figures machine={machine} node={machine.root} stories={stories} />;
}
