/**
 * The foundation pages' tables (issue 17), drawn from @tessera/tokens itself: every value shown
 * here is read from the token objects, so the pages cannot drift from what the components use.
 */
import * as tokens from '@tessera/tokens';
import {
  contrastRatio,
  darkTheme,
  FEEDBACK_OVERLAY_OPACITY,
  lightTheme,
  MASONRY_GAP,
  MASONRY_ITEM_WIDTH,
  MASONRY_ITEM_WIDTH_WIDE,
  OVERLAY_SAVED_OPACITY,
  OVERLAY_VISUAL_OPACITY,
  OVERLAY_WASH_OPACITY,
  SQUARE_PIN_IMAGE_HEIGHT,
  type ThemeColors,
  UNAVAILABLE_PIN_HEIGHT,
} from '@tessera/tokens';
import { Button, ICON_NAMES, Icon } from '@tessera/ui';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { useTheme } from 'styled-components';

type ColorName = keyof ThemeColors;

/** WCAG 2 AA minimums: text, and the parts of a control a person must see (focus ring). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

interface Pairing {
  /** The colour it is usually drawn on (for a fill: the text drawn on it). */
  against: ColorName;
  /** The AA minimum that applies; none for decoration. */
  minimum: number | null;
  use: string;
}

/**
 * Where each colour is used, and so which pair's contrast matters. Overlays are translucent black
 * over images: no fixed pair.
 */
export const PAIRINGS: Partial<Record<ColorName, Pairing>> = {
  background: { against: 'text', minimum: AA_TEXT, use: 'page, under text' },
  surface: { against: 'text', minimum: AA_TEXT, use: 'cards, modals, menus, under text' },
  text: { against: 'background', minimum: AA_TEXT, use: 'body text' },
  textSubtle: { against: 'background', minimum: AA_TEXT, use: 'secondary text' },
  textInverse: { against: 'text', minimum: AA_TEXT, use: 'text on an inverse surface' },
  primary: { against: 'onPrimary', minimum: AA_TEXT, use: 'Save button fill' },
  primaryHover: { against: 'onPrimary', minimum: AA_TEXT, use: 'Save button, hovered' },
  primaryPressed: { against: 'onPrimary', minimum: AA_TEXT, use: 'Save button, pressed' },
  onPrimary: { against: 'primary', minimum: AA_TEXT, use: 'text on the save red' },
  secondary: { against: 'onSecondary', minimum: AA_TEXT, use: 'grey button fill' },
  secondaryHover: { against: 'onSecondary', minimum: AA_TEXT, use: 'grey button, hovered' },
  secondaryPressed: { against: 'onSecondary', minimum: AA_TEXT, use: 'grey button, pressed' },
  onSecondary: { against: 'secondary', minimum: AA_TEXT, use: 'text on grey buttons' },
  selected: { against: 'onSelected', minimum: AA_TEXT, use: 'the Saved button fill' },
  onSelected: { against: 'selected', minimum: AA_TEXT, use: 'text on the Saved button' },
  focusRing: { against: 'background', minimum: AA_NON_TEXT, use: 'keyboard focus ring' },
  border: { against: 'background', minimum: null, use: 'dividers (decoration)' },
  placeholder: { against: 'background', minimum: null, use: 'image placeholder (decoration)' },
  toastBackground: { against: 'onToast', minimum: AA_TEXT, use: 'toast fill' },
  onToast: { against: 'toastBackground', minimum: AA_TEXT, use: 'text in toasts' },
  error: { against: 'background', minimum: AA_TEXT, use: 'error text' },
  success: { against: 'background', minimum: AA_TEXT, use: 'success text' },
};

const COLOR_NAMES = Object.keys(lightTheme.color) as ColorName[];

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
const cell: CSSProperties = { textAlign: 'start', padding: '6px 8px', verticalAlign: 'middle' };

/** A table with a caption (its name), header cells and rows. */
function TokenTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const theme = useTheme();
  return (
    <table style={{ ...table, color: theme.color.text }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr style={{ borderBottom: `1px solid ${theme.color.border}` }}>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 32,
        height: 32,
        borderRadius: lightTheme.radius.sm,
        background: color,
        border: '1px solid rgba(128, 128, 128, 0.6)',
        verticalAlign: 'middle',
        marginInlineEnd: 8,
      }}
    />
  );
}

/** The contrast of a colour against its pair in one theme, with AA pass or fail. */
export function contrastOf(
  name: ColorName,
  colors: ThemeColors,
): { ratio: number; passes: boolean | null } | null {
  const pairing = PAIRINGS[name];
  if (!pairing) return null;
  const ratio = contrastRatio(colors[name], colors[pairing.against]);
  return { ratio, passes: pairing.minimum === null ? null : ratio >= pairing.minimum };
}

function ContrastCell({ name, colors }: { name: ColorName; colors: ThemeColors }) {
  const result = contrastOf(name, colors);
  if (!result) return <td style={cell}>over images</td>;
  const verdict = result.passes === null ? 'no minimum' : result.passes ? 'AA pass' : 'AA fail';
  return <td style={cell}>{`${result.ratio.toFixed(2)}:1 · ${verdict}`}</td>;
}

/** Every colour token, light and dark side by side, with its contrast against its pair. */
export function ColourTokens() {
  return (
    <TokenTable
      caption="Colour tokens"
      head={['Token', 'Light', 'Contrast (light)', 'Dark', 'Contrast (dark)', 'Against, used for']}
    >
      {COLOR_NAMES.map((name) => {
        const pairing = PAIRINGS[name];
        return (
          <tr key={name} data-token={name}>
            <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>
              {name}
            </th>
            <td style={cell}>
              <Swatch color={lightTheme.color[name]} />
              {lightTheme.color[name]}
            </td>
            <ContrastCell name={name} colors={lightTheme.color} />
            <td style={cell}>
              <Swatch color={darkTheme.color[name]} />
              {darkTheme.color[name]}
            </td>
            <ContrastCell name={name} colors={darkTheme.color} />
            <td style={cell}>{pairing ? `${pairing.against}; ${pairing.use}` : 'black over images'}</td>
          </tr>
        );
      })}
    </TokenTable>
  );
}

const SAMPLE = 'Chocolate cake with raspberries';

/** The type scale: every size at every weight, in the family the components use. */
export function TypeScale() {
  const { font } = lightTheme;
  return (
    <>
      <TokenTable caption="Type scale" head={['Size', 'px', ...Object.keys(font.weight)]}>
        {Object.entries(font.size).map(([size, px]) => (
          <tr key={size} data-token={size}>
            <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>
              {size}
            </th>
            <td style={cell}>{px}</td>
            {Object.entries(font.weight).map(([weight, value]) => (
              <td key={weight} style={{ ...cell, fontFamily: font.family, fontSize: px, fontWeight: value }}>
                {SAMPLE}
              </td>
            ))}
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Weights and line heights" head={['Token', 'Value']}>
        {Object.entries(font.weight).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>{`weight.${name}`}</th>
            <td style={cell}>{value}</td>
          </tr>
        ))}
        {Object.entries(font.lineHeight).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>{`lineHeight.${name}`}</th>
            <td style={cell}>{value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>
            family
          </th>
          <td style={cell}>{font.family}</td>
        </tr>
      </TokenTable>
    </>
  );
}

/** The spacing scale as bars of their length. */
export function SpacingScale() {
  const theme = useTheme();
  return (
    <TokenTable caption="Spacing" head={['Token', 'px', 'Sample']}>
      {Object.entries(lightTheme.space).map(([step, px]) => (
        <tr key={step} data-token={step}>
          <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>{`space.${step}`}</th>
          <td style={cell}>{px}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: px, height: 16, background: theme.color.primary }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

/** Every corner radius on a square. */
export function RadiusScale() {
  const theme = useTheme();
  return (
    <TokenTable caption="Corner radius" head={['Token', 'px', 'Sample']}>
      {Object.entries(lightTheme.radius).map(([name, px]) => (
        <tr key={name} data-token={name}>
          <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>{`radius.${name}`}</th>
          <td style={cell}>{px}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 64,
                height: 48,
                borderRadius: px,
                background: theme.color.secondary,
                border: `2px solid ${theme.color.text}`,
              }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  );
}

/** Stacking order, lowest first. */
export function ZIndexScale() {
  const layers = Object.entries(lightTheme.zIndex).sort(([, a], [, b]) => a - b);
  return (
    <TokenTable caption="Stacking order (z-index), lowest first" head={['Token', 'z-index']}>
      {layers.map(([name, value]) => (
        <tr key={name} data-token={name}>
          <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>{`zIndex.${name}`}</th>
          <td style={cell}>{value}</td>
        </tr>
      ))}
      {Object.entries({ OVERLAY_WASH_OPACITY, OVERLAY_SAVED_OPACITY, OVERLAY_VISUAL_OPACITY }).map(
        ([name, opacity]) => (
          <tr key={name} data-token={name}>
            <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>
              {name}
            </th>
            <td style={cell}>
              <Swatch color={`rgba(0, 0, 0, ${opacity})`} />
              {`black at ${opacity}`}
            </td>
          </tr>
        ),
      )}
    </TokenTable>
  );
}

/** The layout constants (masonry widths, image heights), by name. */
const LAYOUT = {
  MASONRY_ITEM_WIDTH,
  MASONRY_ITEM_WIDTH_WIDE,
  MASONRY_GAP,
  SQUARE_PIN_IMAGE_HEIGHT,
  UNAVAILABLE_PIN_HEIGHT,
};

/** Breakpoints and the masonry's widths. */
export function LayoutScale() {
  return (
    <>
      <TokenTable caption="Breakpoints (minimum viewport width)" head={['Token', 'px']}>
        {Object.entries(lightTheme.breakpoints).map(([name, px]) => (
          <tr key={name} data-token={name}>
            <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>{`breakpoints.${name}`}</th>
            <td style={cell}>{px}</td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable caption="Masonry and pin sizes" head={['Token', 'px']}>
        {Object.entries(LAYOUT).map(([name, px]) => (
          <tr key={name} data-token={name}>
            <th scope="row" style={{ ...cell, fontFamily: 'monospace' }}>
              {name}
            </th>
            <td style={cell}>{px}</td>
          </tr>
        ))}
      </TokenTable>
    </>
  );
}

/** Every duration of the tokens (the `…_MS` exports), in milliseconds. */
export const DURATIONS: Array<[name: string, ms: number]> = Object.entries(tokens)
  .flatMap(
    ([name, value]): Array<[string, number]> =>
      name.endsWith('_MS') && typeof value === 'number' ? [[name, value]] : [],
  )
  .sort(([, a], [, b]) => a - b);

function MotionRow({ name, ms }: { name: string; ms: number }) {
  const theme = useTheme();
  const [moved, setMoved] = useState(false);
  const label = useId();
  return (
    <tr data-token={name}>
      <th scope="row" id={label} style={{ ...cell, fontFamily: 'monospace' }}>
        {name}
      </th>
      <td style={cell}>{ms}</td>
      <td style={{ ...cell, width: 240 }}>
        <span style={{ display: 'block', position: 'relative', height: 16, width: 200 }}>
          <span
            className="tessera-motion-dot"
            data-moved={moved}
            aria-hidden="true"
            style={{
              position: 'absolute',
              insetInlineStart: moved ? 184 : 0,
              width: 16,
              height: 16,
              borderRadius: lightTheme.radius.pill,
              background: theme.color.primary,
              transition: `inset-inline-start ${ms}ms linear`,
            }}
          />
        </span>
      </td>
      <td style={cell}>
        <Button size="sm" variant="secondary" aria-describedby={label} onPress={() => setMoved((m) => !m)}>
          Play
        </Button>
      </td>
    </tr>
  );
}

/**
 * Every duration with a live preview: Play moves a dot across over that time. With reduced motion
 * asked for, the dot jumps (the components likewise skip their animations: MotionConfig
 * reducedMotion="user").
 */
export function MotionScale() {
  return (
    <>
      <style>
        {'@media (prefers-reduced-motion: reduce) { .tessera-motion-dot { transition: none !important; } }'}
      </style>
      <TokenTable caption="Durations" head={['Token', 'ms', 'Preview', 'Try it']}>
        {DURATIONS.map(([name, ms]) => (
          <MotionRow key={name} name={name} ms={ms} />
        ))}
      </TokenTable>
      <p>{`Feedback overlays fade in to an opacity of ${FEEDBACK_OVERLAY_OPACITY} over FEEDBACK_FADE_MS.`}</p>
    </>
  );
}

/** Every icon with its name; the field filters them by name. */
export function IconGallery() {
  const theme = useTheme();
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = ICON_NAMES.filter((name) => name.includes(query.trim().toLowerCase()));
  return (
    <div style={{ color: theme.color.text }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 700, marginBlockEnd: 4 }}>
        Search icons
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{
          font: 'inherit',
          padding: 8,
          borderRadius: lightTheme.radius.sm,
          border: `1px solid ${theme.color.textSubtle}`,
          background: theme.color.background,
          color: theme.color.text,
          minWidth: 240,
        }}
      />
      <p aria-live="polite">{`${shown.length} of ${ICON_NAMES.length} icons`}</p>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
        {shown.map((name) => (
          <li
            key={name}
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, width: 96 }}
          >
            <Icon name={name} size={24} />
            <span style={{ fontSize: 12, fontFamily: 'monospace' }}>{name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
