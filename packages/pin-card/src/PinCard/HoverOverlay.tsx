import { labels } from '@tessera/model';
import { ButtonLink } from '@tessera/ui';
import type { ReactNode } from 'react';
import { Corner, Overlay } from './PinCard.styles.ts';

export interface HoverOverlayProps {
  visible: boolean;
  /** The closeup of the pin (§2 /pin/{id}/). */
  openHref: string;
  /** The Save button (top end corner). */
  save: ReactNode;
}

/**
 * The hover overlay (§2 "hover overlay with Open, Save..."): the §9 wash, Save at the top end and
 * Open at the bottom start. Its controls stay in the DOM and the tab order when it is hidden, so a
 * keyboard user reaches them; focusing one shows the overlay (focus within the card).
 */
export function HoverOverlay({ visible, openHref, save }: HoverOverlayProps) {
  return (
    <>
      <Overlay $visible={visible} data-testid="pin-overlay" data-visible={visible} />
      <Corner $visible={visible} $corner="top-end">
        {save}
      </Corner>
      <Corner $visible={visible} $corner="bottom-start">
        <ButtonLink href={openHref} variant="secondary" size="sm">
          {labels.open}
        </ButtonLink>
      </Corner>
    </>
  );
}
