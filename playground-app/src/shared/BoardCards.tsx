/**
 * Boards as cards (§2 profile "boards grid with covers", search's Boards tab): the cover (the
 * board's first pin, a plain tile for an empty board; a collage of its first pins when the answer
 * carries them, issue 30), the name as a link to the board, who made it when the list mixes
 * people's boards (search), its pin count and, for a secret board, the word Secret.
 */
import type { Board } from '@tessera/model';
import { Avatar, Link } from '@tessera/ui';
import styled from 'styled-components';
import { CardGrid } from './CardGrid.ts';

export const BOARD_CARD_TEXT = {
  pins: (count: number) => `${count} ${count === 1 ? 'Pin' : 'Pins'}`,
  secret: 'Secret',
  owner: (name: string) => `by ${name}`,
} as const;

/** One cover fills the tile; more make a collage: the first large, the next two stacked beside it. */
const Cover = styled.div`
  aspect-ratio: 1;
  display: grid;
  grid-template-columns: 2fr 1fr;
  grid-template-rows: 1fr 1fr;
  gap: 2px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    min-height: 0;
    object-fit: cover;
    display: block;
  }
  img:only-child {
    grid-column: 1 / -1;
    grid-row: 1 / -1;
  }
  img:first-child:not(:only-child) {
    grid-row: 1 / -1;
  }
  img:nth-child(2):last-child {
    grid-row: 1 / -1;
  }
`;

const Owner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  overflow-wrap: anywhere;
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

/** The card's covers: its collage when the answer has one, else its one cover. */
function coversOf(board: Board): string[] {
  const collage = [...new Set(board.cover_images ?? [])];
  if (collage.length > 0) return collage;
  return board.image_cover_url ? [board.image_cover_url] : [];
}

export function BoardCards({ boards, label }: BoardCardsProps) {
  return (
    <CardGrid $min={180} aria-label={label}>
      {boards.map((board) => (
        <li key={board.id}>
          <Cover>
            {/* The name below is the card's link and text: the covers are decoration. */}
            {coversOf(board).map((src) => (
              <img key={src} src={src} alt="" loading="lazy" />
            ))}
          </Cover>
          <Name>{board.url ? <Link href={board.url}>{board.name}</Link> : board.name}</Name>
          {board.owner ? (
            <Owner>
              <Avatar
                name={board.owner.fullName ?? board.owner.username ?? ''}
                size="sm"
                {...(board.owner.imageMediumUrl ? { src: board.owner.imageMediumUrl } : {})}
              />
              <span>{BOARD_CARD_TEXT.owner(board.owner.fullName ?? board.owner.username ?? '')}</span>
            </Owner>
          ) : null}
          <span>
            {board.pin_count === undefined ? null : BOARD_CARD_TEXT.pins(board.pin_count)}
            {board.privacy === 'secret' ? ` · ${BOARD_CARD_TEXT.secret}` : null}
          </span>
        </li>
      ))}
    </CardGrid>
  );
}
