/**
 * Stable styled-components ids (issue 29: the browser hydrates the server's first screen).
 *
 * Without its Babel plugin, styled-components names each component from a count of the components
 * created so far, so the server bundle (one file) and the browser's chunks (loaded in another order)
 * name the same component differently: the markup's class names are not the ones the browser's
 * components produce, and hydration needs them to be. This transform gives every `styled.tag`,
 * `styled(Component)` (with or without `.attrs(…)`) tagged template a `componentId` made from its
 * file (relative to the repo) and its place in it: the same in every build that reads the same
 * sources, whatever order the modules load in.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { type Plugin, parseAst } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** `styled.x`, `styled(X)`, and either followed by `.attrs(…)` / `.withConfig(…)`. */
function isStyledTag(node: Node, styled: string): boolean {
  if (node.type === 'MemberExpression') {
    const object = node.object as Node;
    return object.type === 'Identifier' && object.name === styled && !node.computed;
  }
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    if (callee.type === 'Identifier') return callee.name === styled;
    if (callee.type === 'MemberExpression' && !callee.computed) {
      const name = (callee.property as Node).name;
      return (name === 'attrs' || name === 'withConfig') && isStyledTag(callee.object as Node, styled);
    }
  }
  return false;
}

/** The local name of styled-components' default import, if the module has one. */
function styledImportName(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as Node).value !== 'styled-components')
      continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier') return (specifier.local as Node).name as string;
    }
  }
  return undefined;
}

/** The component id of the `index`th styled component of the file at `path`. */
export function styledComponentId(path: string, index: number): string {
  return `sc-${createHash('sha256').update(`${path}:${index}`).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x')}`;
}

/**
 * `code` with `.withConfig({ componentId })` after each styled component's tag, numbered in source
 * order; unchanged when it does not import styled-components.
 */
export function withStableStyledIds(code: string, path: string): string {
  if (!code.includes('styled-components')) return code;
  const program = parseAst(code, { lang: 'js' }) as unknown as Node;
  const styled = styledImportName(program);
  if (!styled) return code;
  const inserts: number[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'TaggedTemplateExpression' && isStyledTag(node.tag as Node, styled)) {
      inserts.push((node.tag as Node).end);
    }
    for (const key of Object.keys(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') walk(node[key]);
    }
  };
  walk(program);
  if (inserts.length === 0) return code;
  inserts.sort((a, b) => a - b);
  let out = '';
  let at = 0;
  inserts.forEach((end, index) => {
    out += `${code.slice(at, end)}.withConfig({componentId:${JSON.stringify(styledComponentId(path, index))}})`;
    at = end;
  });
  return out + code.slice(at);
}

/** The Vite plugin: every module of the repo's sources (not node_modules) that styles with styled-components. */
export function stableStyledIds(repoRoot: string): Plugin {
  return {
    name: 'tessera:stable-styled-ids',
    // After TypeScript and JSX are compiled away: plain JavaScript to parse.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const path = relative(repoRoot, file);
      if (path.startsWith('..')) return null;
      const out = withStableStyledIds(code, path);
      // No map of its own: the inserts only move the rest of their line (the columns after a tag).
      return out === code ? null : { code: out, map: null };
    },
  };
}
