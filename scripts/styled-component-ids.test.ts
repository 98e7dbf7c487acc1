import { describe, expect, it } from 'vitest';
import { styledComponentId, withStableStyledIds } from './styled-component-ids.ts';

const FILE = 'playground-app/src/x.tsx';

describe('withStableStyledIds: the same styled-components ids in every build', () => {
  it('gives each styled.tag and styled(Component) tagged template, attrs or not, an id from its file and place', () => {
    const code = [
      "import styled, { css } from 'styled-components';",
      'const A = styled.div`a`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with an interpolation in it.
      'const B = styled(A).attrs({ x: 1 })`b${(p) => p.x}`;',
      'const C = css`c`;',
      'export const D = styled.span.withConfig({ shouldForwardProp: () => true })`d`;',
    ].join('\n');
    const out = withStableStyledIds(code, FILE);
    const id = (index: number) => `.withConfig({componentId:"${styledComponentId(FILE, index)}"})`;
    expect(out).toContain(`styled.div${id(0)}\`a\``);
    expect(out).toContain(`styled(A).attrs({ x: 1 })${id(1)}\`b`);
    expect(out).toContain(`withConfig({ shouldForwardProp: () => true })${id(2)}\`d\``);
    // css`` is no component: no id.
    expect(out).toContain('const C = css`c`;');
  });

  it('reads the import’s local name, and leaves a module without styled-components as it is', () => {
    const renamed = "import s from 'styled-components';\nconst A = s.p`a`;";
    expect(withStableStyledIds(renamed, FILE)).toContain(
      `s.p.withConfig({componentId:"${styledComponentId(FILE, 0)}"})`,
    );
    const plain = 'const styled = { div: (s) => s };\nconst A = styled.div`a`;';
    expect(withStableStyledIds(plain, FILE)).toBe(plain);
  });

  it('makes ids that differ by file and by place, usable as class names', () => {
    const ids = new Set([
      styledComponentId(FILE, 0),
      styledComponentId(FILE, 1),
      styledComponentId('packages/ui/src/Button/Button.tsx', 0),
    ]);
    expect(ids.size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^sc-[A-Za-z0-9]{10}$/);
  });
});
