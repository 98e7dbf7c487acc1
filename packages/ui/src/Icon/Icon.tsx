import type { SVGProps } from 'react';

/**
 * The icon set: 24×24 inline SVG paths drawn in currentColor, so an icon takes the colour of the text
 * around it (and of the theme).
 */
const PATHS = {
  ellipsis:
    'M12 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM4 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm16 0a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  share:
    'M21 14a1.5 1.5 0 0 1 1.5 1.5v5A2.5 2.5 0 0 1 20 23H4a2.5 2.5 0 0 1-2.5-2.5v-5a1.5 1.5 0 0 1 3 0V20h15v-4.5A1.5 1.5 0 0 1 21 14ZM12 1l6.06 6.06a1.5 1.5 0 0 1-2.12 2.12L13.5 6.74V16a1.5 1.5 0 0 1-3 0V6.74L8.06 9.18a1.5 1.5 0 0 1-2.12-2.12Z',
  'arrow-up-right':
    'M6 4.5A1.5 1.5 0 0 1 7.5 3H21v13.5a1.5 1.5 0 0 1-3 0V8.12L5.56 20.56a1.5 1.5 0 0 1-2.12-2.12L15.88 6H7.5A1.5 1.5 0 0 1 6 4.5Z',
  check: 'M9.2 20.2 1.6 12.6a1.6 1.6 0 0 1 2.26-2.26l5.34 5.34L20.14 4.74a1.6 1.6 0 1 1 2.26 2.26Z',
  'chevron-down':
    'M12 19.5a1.5 1.5 0 0 1-1.06-.44l-9-9a1.5 1.5 0 0 1 2.12-2.12L12 15.88l7.94-7.94a1.5 1.5 0 0 1 2.12 2.12l-9 9a1.5 1.5 0 0 1-1.06.44Z',
  close:
    'm15.18 12 7.16-7.16a2.25 2.25 0 1 0-3.18-3.18L12 8.82 4.84 1.66a2.25 2.25 0 1 0-3.18 3.18L8.82 12l-7.16 7.16a2.25 2.25 0 1 0 3.18 3.18L12 15.18l7.16 7.16a2.25 2.25 0 1 0 3.18-3.18Z',
} as const;

export type IconName = keyof typeof PATHS;

/** Every icon name, in a stable order (for stories and tests). */
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name' | 'ref'> {
  name: IconName;
  /** Rendered size in px (width and height). */
  size?: number;
  /**
   * Name read by assistive technology. Without it the icon is decorative (aria-hidden), which is
   * right whenever the control around it carries the name.
   */
  accessibilityLabel?: string;
}

export function Icon({ name, size = 16, accessibilityLabel, ...svgProps }: IconProps) {
  const common = {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'currentColor',
    focusable: 'false' as const,
    'data-icon': name,
    ...svgProps,
  };
  if (accessibilityLabel) {
    return (
      <svg {...common} role="img" aria-label={accessibilityLabel}>
        <path d={PATHS[name]} />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
