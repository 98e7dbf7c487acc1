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
  'chevron-up':
    'M12 4.5a1.5 1.5 0 0 1 1.06.44l9 9a1.5 1.5 0 0 1-2.12 2.12L12 8.12l-7.94 7.94a1.5 1.5 0 0 1-2.12-2.12l9-9A1.5 1.5 0 0 1 12 4.5Z',
  'chevron-left':
    'M15.5 22.5a1.5 1.5 0 0 1-1.06-.44l-9-9a1.5 1.5 0 0 1 0-2.12l9-9a1.5 1.5 0 1 1 2.12 2.12L8.62 12l7.94 7.94a1.5 1.5 0 0 1-1.06 2.56Z',
  'chevron-right':
    'M8.5 22.5a1.5 1.5 0 0 1-1.06-2.56L15.38 12 7.44 4.06a1.5 1.5 0 1 1 2.12-2.12l9 9a1.5 1.5 0 0 1 0 2.12l-9 9a1.5 1.5 0 0 1-1.06.44Z',
  play: 'M6 3.5v17a1 1 0 0 0 1.52.85l13.6-8.5a1 1 0 0 0 0-1.7L7.52 2.65A1 1 0 0 0 6 3.5Z',
  pause: 'M5 3h4.5v18H5Zm9.5 0H19v18h-4.5Z',
  'volume-on':
    'M3 9h4l5-5v16l-5-5H3Zm13-.5a5 5 0 0 1 0 7l-1.4-1.4a3 3 0 0 0 0-4.2Zm2.8-2.8a9 9 0 0 1 0 12.6l-1.4-1.4a7 7 0 0 0 0-9.8Z',
  'volume-off':
    'M3 9h4l5-5v16l-5-5H3Zm12.3.7 1.4-1.4 2.3 2.3 2.3-2.3 1.4 1.4-2.3 2.3 2.3 2.3-1.4 1.4-2.3-2.3-2.3 2.3-1.4-1.4 2.3-2.3Z',
  star: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01Z',
  verified: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1.4 15.3-4.4-4.4 1.5-1.5 2.9 2.9 6.1-6.1 1.5 1.5Z',
  search:
    'M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2Zm0 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z',
  info: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1.5 9h3v8h-3Zm1.5-5a1.75 1.75 0 1 1 0 3.5A1.75 1.75 0 0 1 12 5Z',
  alert: 'M12 1.5 23 21.5H1Zm-1.5 7v6h3v-6Zm1.5 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  flag: 'M4 2h2v20H4Zm3 1h12l-3 5 3 5H7Z',
  mobile:
    'M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm1 3v14h8V4Zm4 15.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z',
  plus: 'M13.5 10.5V2h-3v8.5H2v3h8.5V22h3v-8.5H22v-3Z',
  home: 'M12 1.5 1 10.8l1.9 2.3L4 12.2V22h6.5v-6.5h3V22H20v-9.8l1.1.9 1.9-2.3Z',
  bell: 'M12 1.5a7 7 0 0 0-7 7v5L2.5 17.5V19h19v-1.5L19 13.5v-5a7 7 0 0 0-7-7ZM9 20.5a3 3 0 0 0 6 0Z',
  speech:
    'M12 2C6.2 2 1.5 6 1.5 11c0 2.7 1.4 5.2 3.6 6.8L4 22.5l5.3-2.8c.9.2 1.8.3 2.7.3 5.8 0 10.5-4 10.5-9S17.8 2 12 2Z',
  person:
    'M12 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11Zm0 12.5c5.2 0 9.5 2.8 9.5 6.2v2.3h-19v-2.3C2.5 16.8 6.8 14 12 14Z',
} as const;

/** Icons whose holes (a check in a disc, a lens in a ring) need the even-odd fill rule. */
const EVEN_ODD: ReadonlySet<string> = new Set(['verified', 'search', 'info', 'alert', 'mobile']);

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
    ...(EVEN_ODD.has(name) ? { fillRule: 'evenodd' as const, clipRule: 'evenodd' as const } : {}),
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
