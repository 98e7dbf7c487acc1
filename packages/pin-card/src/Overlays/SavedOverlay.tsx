import { savedOverlayName, saveToastText } from '@tessera/model';
import styled from 'styled-components';
import type { SavedTo } from '../PinSave/PinSave.tsx';

const Layer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-start;
  justify-content: flex-start;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.color.overlaySaved};
  pointer-events: none;
`;

const Label = styled.span`
  max-width: 100%;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.toastBackground};
  color: ${({ theme }) => theme.color.onToast};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/** The text of the saved overlay: "Saved to {board}" / "{section} in {board}" / Profile, names cut to 22 (§5). */
export function savedOverlayText({ board, section }: SavedTo): string {
  return saveToastText({
    board: board ? { name: savedOverlayName(board.name) } : null,
    section: section ? { title: savedOverlayName(section.title) } : null,
  });
}

/** §2 "Saved to {board or section}" over the image of a saved pin (§9 saved overlay 0.33). */
export function SavedOverlay({ savedTo }: { savedTo: SavedTo }) {
  return (
    <Layer data-testid="saved-overlay">
      <Label>{savedOverlayText(savedTo)}</Label>
    </Layer>
  );
}
