import { TITLE_LINES_GRID, TITLE_LINES_HOVER_FOOTER, TITLE_LINES_WITH_PRICE } from '@tessera/model';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * The clamps Text offers: the model's §9 title clamps (1 line in the hover footer, 2 on a grid card,
 * 3 when a price shows and the pin is not square; pick one with the model's titleLineClamp).
 */
export const LINE_CLAMPS = [TITLE_LINES_HOVER_FOOTER, TITLE_LINES_GRID, TITLE_LINES_WITH_PRICE] as const;
export type LineClamp = (typeof LINE_CLAMPS)[number];

export type TextSize = keyof DefaultTheme['font']['size'];
export type TextWeight = keyof DefaultTheme['font']['weight'];
export type TextColor = 'default' | 'subtle' | 'inverse' | 'error' | 'success' | 'inherit';
export type TextAlign = 'start' | 'center' | 'end';

export interface TextStyle {
  size: TextSize;
  weight: TextWeight;
  color: TextColor;
  align?: TextAlign | undefined;
  lineClamp?: LineClamp | undefined;
  /** Break long words (URLs) anywhere rather than overflow. */
  overflow: 'normal' | 'breakWord';
}

function textColor(theme: DefaultTheme, color: TextColor): string {
  switch (color) {
    case 'default':
      return theme.color.text;
    case 'subtle':
      return theme.color.textSubtle;
    case 'inverse':
      return theme.color.textInverse;
    case 'error':
      return theme.color.error;
    case 'success':
      return theme.color.success;
    case 'inherit':
      return 'inherit';
  }
}

export const textCss = (theme: DefaultTheme, t: TextStyle) => css`
  margin: 0;
  font-size: ${theme.font.size[t.size]}px;
  font-weight: ${theme.font.weight[t.weight]};
  line-height: ${theme.font.lineHeight.normal};
  color: ${textColor(theme, t.color)};
  ${t.align ? `text-align: ${t.align};` : ''}
  ${t.overflow === 'breakWord' ? 'overflow-wrap: anywhere;' : ''}
  ${
    t.lineClamp
      ? css`
          display: -webkit-box;
          -webkit-box-orient: vertical;
          -webkit-line-clamp: ${t.lineClamp};
          line-clamp: ${t.lineClamp};
          overflow: hidden;
        `
      : ''
  }
`;

const TextBase = styled.span<{ $t: TextStyle }>`
  ${({ theme, $t }) => textCss(theme, $t)}
`;

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  children?: ReactNode;
  as?: 'span' | 'p' | 'div' | 'label';
  size?: TextSize;
  weight?: TextWeight;
  color?: TextColor;
  align?: TextAlign;
  /**
   * Cut to this many lines with an ellipsis: 1 (a title in the hover footer), 2 (a title on a grid
   * card) or 3 (a title over a price, on a pin that is not square). The whole text stays in the DOM, so
   * assistive technology and search read it all.
   */
  lineClamp?: LineClamp;
  overflow?: 'normal' | 'breakWord';
  ref?: Ref<HTMLElement>;
}

/** Body text on the theme's type scale. */
export function Text({
  as = 'span',
  size = 'md',
  weight = 'regular',
  color = 'default',
  align,
  lineClamp,
  overflow = 'breakWord',
  children,
  ...rest
}: TextProps) {
  return (
    <TextBase
      as={as}
      $t={{ size, weight, color, align, lineClamp, overflow }}
      data-line-clamp={lineClamp}
      {...rest}
    >
      {children}
    </TextBase>
  );
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The size a heading level gets unless told otherwise. */
export const HEADING_SIZE: Record<HeadingLevel, TextSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends Omit<TextProps, 'as' | 'weight'> {
  /** The document outline level (h1 to h6). */
  level: HeadingLevel;
}

/** A heading: h1–h6 by outline level; size follows the level unless `size` is given. */
export function Heading({
  level,
  size,
  color = 'default',
  align,
  lineClamp,
  overflow = 'breakWord',
  children,
  ...rest
}: HeadingProps) {
  return (
    <TextBase
      as={`h${level}`}
      $t={{ size: size ?? HEADING_SIZE[level], weight: 'bold', color, align, lineClamp, overflow }}
      data-line-clamp={lineClamp}
      {...rest}
    >
      {children}
    </TextBase>
  );
}
