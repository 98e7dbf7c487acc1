/**
 * The studio's pages' frame (StudioPage, StoryboardPage): their column, their row of buttons, and
 * their lists of framed cards.
 */
import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { PageColumn } from '../../shared/PageColumn.ts';

/** A studio page: one column of at most 960 px. */
export function StudioMain(props: ComponentProps<'section'>) {
  return <PageColumn $width={960} {...props} />;
}

/** The page's buttons, in a row that wraps. */
export const StudioActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-block: ${({ theme }) => theme.space[4]}px;
`;

/** A list of cards in as many columns as fit, each at least `$min` px wide. */
export const CardList = styled.ul<{ $min: number }>`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** A card of those lists: framed and rounded. */
export const cardFrame = css`
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;
