/**
 * Boards as cards (§2 profile "boards grid with covers", search's Boards tab): the cover (the
 * board's first pin, a plain tile for an empty board), the name as a link to the board, its pin
 * count and, for a secret board, the word Secret.
 */
import type { Board } from '@tessera/model';
import { Link } from '@tessera/ui';
import styled from 'styled-components';

export const BOARD_CARD_TEXT = {
  pins: (count: number) => `${count} ${count === 1 ? 'Pin' : 'Pins'}`,
  secret: 'Secret',
} as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  list-style: none;
  box-sizing: border-box;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

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
    <Grid aria-label={label}>
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
    </Grid>
  );
}
