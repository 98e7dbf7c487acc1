import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * Layout primitives: Box, Flex and Grid. Every spacing prop takes a key of the theme's space scale
 * and every side is logical (inline = start/end, block = top/bottom), so a layout mirrors itself in
 * right-to-left text without a second set of styles.
 */
export type SpaceKey = keyof DefaultTheme['space'];
export type ColorKey = keyof DefaultTheme['color'];
export type RadiusKey = keyof DefaultTheme['radius'];
type Length = number | string;

export interface BoxStyleProps {
  padding?: SpaceKey;
  paddingInline?: SpaceKey;
  paddingBlock?: SpaceKey;
  margin?: SpaceKey;
  marginInline?: SpaceKey;
  marginBlock?: SpaceKey;
  /** A theme colour for the background. */
  background?: ColorKey;
  /** A theme colour for the text. */
  color?: ColorKey;
  rounding?: RadiusKey;
  display?: 'block' | 'inline-block' | 'flex' | 'inline-flex' | 'grid' | 'none';
  position?: 'static' | 'relative' | 'absolute' | 'sticky';
  overflow?: 'visible' | 'hidden' | 'auto';
  width?: Length;
  height?: Length;
  minWidth?: Length;
  maxWidth?: Length;
  minHeight?: Length;
}

export interface BoxProps extends BoxStyleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  as?: 'div' | 'span' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'ul' | 'li' | 'main' | 'aside';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const length = (value: Length) => (typeof value === 'number' ? `${value}px` : value);

/** The CSS of the BoxStyleProps, resolved against the theme. */
export function boxCss(theme: DefaultTheme, p: BoxStyleProps) {
  const s = theme.space;
  return css`
    ${p.display ? `display: ${p.display};` : ''}
    ${p.position ? `position: ${p.position};` : ''}
    ${p.overflow ? `overflow: ${p.overflow};` : ''}
    ${p.padding !== undefined ? `padding: ${s[p.padding]}px;` : ''}
    ${p.paddingInline !== undefined ? `padding-inline: ${s[p.paddingInline]}px;` : ''}
    ${p.paddingBlock !== undefined ? `padding-block: ${s[p.paddingBlock]}px;` : ''}
    ${p.margin !== undefined ? `margin: ${s[p.margin]}px;` : ''}
    ${p.marginInline !== undefined ? `margin-inline: ${s[p.marginInline]}px;` : ''}
    ${p.marginBlock !== undefined ? `margin-block: ${s[p.marginBlock]}px;` : ''}
    ${p.background ? `background: ${theme.color[p.background]};` : ''}
    ${p.color ? `color: ${theme.color[p.color]};` : ''}
    ${p.rounding ? `border-radius: ${theme.radius[p.rounding]}px;` : ''}
    ${p.width !== undefined ? `inline-size: ${length(p.width)};` : ''}
    ${p.height !== undefined ? `block-size: ${length(p.height)};` : ''}
    ${p.minWidth !== undefined ? `min-inline-size: ${length(p.minWidth)};` : ''}
    ${p.maxWidth !== undefined ? `max-inline-size: ${length(p.maxWidth)};` : ''}
    ${p.minHeight !== undefined ? `min-block-size: ${length(p.minHeight)};` : ''}
  `;
}

const STYLE_KEYS = [
  'padding',
  'paddingInline',
  'paddingBlock',
  'margin',
  'marginInline',
  'marginBlock',
  'background',
  'color',
  'rounding',
  'display',
  'position',
  'overflow',
  'width',
  'height',
  'minWidth',
  'maxWidth',
  'minHeight',
] as const satisfies readonly (keyof BoxStyleProps)[];

/** Splits the style props from the rest (which go to the DOM element). */
export function splitBoxProps<P extends BoxStyleProps>(props: P) {
  const style: BoxStyleProps = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if ((STYLE_KEYS as readonly string[]).includes(key)) (style as Record<string, unknown>)[key] = value;
    else rest[key] = value;
  }
  return { style, rest: rest as Omit<P, keyof BoxStyleProps> };
}

const BoxBase = styled.div<{ $box: BoxStyleProps }>`
  ${({ theme, $box }) => boxCss(theme, $box)}
`;

/** A div (or the element given by `as`) with spacing, colour and size from the theme. */
export function Box({ as = 'div', children, ...props }: BoxProps) {
  const { style, rest } = splitBoxProps(props);
  return (
    <BoxBase as={as} $box={style} {...rest}>
      {children}
    </BoxBase>
  );
}

export interface FlexProps extends BoxProps {
  direction?: 'row' | 'column';
  gap?: SpaceKey;
  alignItems?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justifyContent?: 'start' | 'center' | 'end' | 'between' | 'around';
  wrap?: boolean;
  /** Grow to fill the parent flex container. */
  flex?: 'grow' | 'none';
}

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
};
const align = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

interface FlexStyle {
  direction: 'row' | 'column';
  gap?: SpaceKey | undefined;
  alignItems?: FlexProps['alignItems'];
  justifyContent?: FlexProps['justifyContent'];
  wrap: boolean;
  flex?: FlexProps['flex'];
}

const FlexBase = styled.div<{ $box: BoxStyleProps; $flex: FlexStyle }>`
  display: flex;
  flex-direction: ${({ $flex }) => $flex.direction};
  flex-wrap: ${({ $flex }) => ($flex.wrap ? 'wrap' : 'nowrap')};
  ${({ theme, $flex }) => ($flex.gap !== undefined ? `gap: ${theme.space[$flex.gap]}px;` : '')}
  ${({ $flex }) => ($flex.alignItems ? `align-items: ${align[$flex.alignItems]};` : '')}
  ${({ $flex }) => ($flex.justifyContent ? `justify-content: ${justify[$flex.justifyContent]};` : '')}
  ${({ $flex }) => ($flex.flex === 'grow' ? 'flex: 1 1 auto; min-inline-size: 0;' : $flex.flex === 'none' ? 'flex: none;' : '')}
  ${({ theme, $box }) => boxCss(theme, $box)}
`;

/** A flex container: row (default) or column, gap from the space scale. */
export function Flex({
  as = 'div',
  direction = 'row',
  gap,
  alignItems,
  justifyContent,
  wrap = false,
  flex,
  children,
  ...props
}: FlexProps) {
  const { style, rest } = splitBoxProps(props);
  return (
    <FlexBase
      as={as}
      $box={style}
      $flex={{ direction, gap, alignItems, justifyContent, wrap, flex }}
      {...rest}
    >
      {children}
    </FlexBase>
  );
}

export interface GridProps extends BoxProps {
  /** A column count (equal columns) or a grid-template-columns value. */
  columns: number | string;
  gap?: SpaceKey;
  alignItems?: 'start' | 'center' | 'end' | 'stretch';
}

const GridBase = styled.div<{
  $box: BoxStyleProps;
  $columns: number | string;
  $gap?: SpaceKey | undefined;
  $align?: string | undefined;
}>`
  display: grid;
  grid-template-columns: ${({ $columns }) => (typeof $columns === 'number' ? `repeat(${$columns}, minmax(0, 1fr))` : $columns)};
  ${({ theme, $gap }) => ($gap !== undefined ? `gap: ${theme.space[$gap]}px;` : '')}
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ theme, $box }) => boxCss(theme, $box)}
`;

/** A grid container with `columns` columns. */
export function Grid({ as = 'div', columns, gap, alignItems, children, ...props }: GridProps) {
  const { style, rest } = splitBoxProps(props);
  return (
    <GridBase as={as} $box={style} $columns={columns} $gap={gap} $align={alignItems} {...rest}>
      {children}
    </GridBase>
  );
}
