import { savedOverlayText } from '@tessera/model';
import styled from 'styled-components';
import type { SavedTo } from '../PinSave/PinSave.tsx';

const Layer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  /* Centred: the corners belong to the badges (length, GIF, price) and the hover actions. */
  align-items: center;
  justify-content: center;
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

/** §2 "Saved to {board or section}" over the image of a saved pin (the model's savedOverlayText; §9 saved overlay 0.33). */
export function SavedOverlay({ savedTo }: { savedTo: SavedTo }) {
  return (
    <Layer data-testid="saved-overlay">
      <Label>{savedOverlayText({ board: savedTo.board, section: savedTo.section ?? null })}</Label>
    </Layer>
  );
}
