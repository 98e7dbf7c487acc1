/**
 * The foundation tables the Foundations docs pages show (stories/docs/*.mdx), as stories so the
 * storybook tests render them and axe checks them. Not in the sidebar on their own: the pages are
 * where designers read them.
 */
import { darkTheme, lightTheme } from '@tessera/tokens';
import { ICON_NAMES } from '@tessera/ui';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  ColourTokens,
  contrastOf,
  DURATIONS,
  IconGallery,
  LayoutScale,
  MotionScale,
  RadiusScale,
  SpacingScale,
  TypeScale,
  ZIndexScale,
} from './foundations.tsx';

const meta = preview.meta({
  title: 'Foundations/Tables',
  tags: ['!dev', '!autodocs', 'no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

const row = (canvasElement: HTMLElement, token: string) => {
  const found = canvasElement.querySelector(`tr[data-token="${token}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`No row for ${token}`);
  return within(found);
};

/** Every colour token, with both themes' values and the contrast with its pair. */
export const Colour = meta.story({
  render: () => <ColourTokens />,
  play: async ({ canvasElement }) => {
    for (const name of Object.keys(lightTheme.color) as Array<keyof typeof lightTheme.color>) {
      const cells = row(canvasElement, name);
      // Light first, then dark (the same text when both themes share the value).
      const values = cells.getAllByText(/^(#|rgba)/).map((cell) => cell.textContent);
      await expect(values).toEqual([lightTheme.color[name], darkTheme.color[name]]);
    }
    const primary = contrastOf('onPrimary', lightTheme.color);
    await expect(
      row(canvasElement, 'onPrimary').getAllByText(`${primary?.ratio.toFixed(2)}:1 · AA pass`),
    ).toHaveLength(2);
  },
});

export const Typography = meta.story({
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    for (const [size, px] of Object.entries(lightTheme.font.size)) {
      await expect(row(canvasElement, size).getByText(String(px))).toBeInTheDocument();
    }
  },
});

export const Spacing = meta.story({
  render: () => <SpacingScale />,
  play: async ({ canvasElement }) => {
    for (const step of Object.keys(lightTheme.space)) {
      await expect(row(canvasElement, step).getByText(`space.${step}`)).toBeInTheDocument();
    }
  },
});

export const Radius = meta.story({ render: () => <RadiusScale /> });

export const Elevation = meta.story({
  render: () => <ZIndexScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(String(lightTheme.zIndex.modal))).toBeInTheDocument();
  },
});

export const Layout = meta.story({
  render: () => <LayoutScale />,
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'md').getByText(String(lightTheme.breakpoints.md))).toBeInTheDocument();
  },
});

/** Play moves the dot across over the token's duration. */
export const Motion = meta.story({
  render: () => <MotionScale />,
  play: async ({ canvasElement, userEvent }) => {
    await expect(canvasElement.querySelectorAll('tr[data-token]')).toHaveLength(DURATIONS.length);
    const [name] = DURATIONS[0] ?? [];
    const first = row(canvasElement, name ?? '');
    await userEvent.click(first.getByRole('button', { name: 'Play' }));
    await expect(canvasElement.querySelector(`tr[data-token="${name}"] [data-moved]`)).toHaveAttribute(
      'data-moved',
      'true',
    );
  },
});

/** Every icon; typing in the field narrows the list by name. */
export const Icons = meta.story({
  render: () => <IconGallery />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(ICON_NAMES.length);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'share');
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(ICON_NAMES.length);
    await expect(canvas.getByText('share')).toBeInTheDocument();
  },
});
