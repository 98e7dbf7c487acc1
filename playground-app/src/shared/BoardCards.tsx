/**
 * Boards as cards (§2 profile "boards grid with covers", search's Boards tab): the cover (the
 * board's first pin, a plain tile for an empty board), the name as a link to the board, its pin
 * count and, for a secret board, the word Secret.
 */
import type { Board } from '@tessera/model';
import { Link } from '@tessera/ui';
import styled from 'styled-components';
import { CardGrid } from './CardGrid.ts';

export const BOARD_CARD_TEXT = {
  pins: (count: number) => `${count} ${count === 1 ? 'Pin' : 'Pins'}`,
  secret: 'Secret',
} as const;

const Cover = styled.div`
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Name = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export interface BoardCardsProps {
  boards: readonly Board[];
  /** Names the list (e.g. "Boards: cats"). */
  label: string;
}

export function BoardCards({ boards, label }: BoardCardsProps) {
  return (
    <CardGrid $min={180} aria-label={label}>
      {boards.map((board) => (
        <li key={board.id}>
          <Cover>
            {/* The name below is the card's link and text: the cover is decoration. */}
            {board.image_cover_url ? <img src={board.image_cover_url} alt="" loading="lazy" /> : null}
          </Cover>
          <Name>{board.url ? <Link href={board.url}>{board.name}</Link> : board.name}</Name>
          <span>
            {board.pin_count === undefined ? null : BOARD_CARD_TEXT.pins(board.pin_count)}
            {board.privacy === 'secret' ? ` · ${BOARD_CARD_TEXT.secret}` : null}
          </span>
        </li>
      ))}
    </CardGrid>
  );
}
