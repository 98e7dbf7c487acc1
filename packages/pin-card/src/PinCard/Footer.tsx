import type { Pinner } from '@tessera/model';
import { Avatar } from '@tessera/ui';
import { Footer as FooterBox, PinnerName, PinnerRow, Title } from './PinCard.styles.ts';

export interface FooterProps {
  title: string;
  pinner: Pinner | undefined;
  /** Id of the title (or, without one, of the pinner's name): what names the card. */
  titleId: string | undefined;
  /** Which element carries titleId. */
  labelledBy: 'title' | 'pinner' | 'image';
}

/** The pinner's display name: full name, else username. */
export function pinnerName(pinner: Pinner | undefined): string {
  return pinner?.fullName?.trim() || pinner?.username || '';
}

/** Title (2 lines) and pinner (avatar initial + full name), in a footer of fixed height. */
export function Footer({ title, pinner, titleId, labelledBy }: FooterProps) {
  const name = pinnerName(pinner);
  return (
    <FooterBox>
      {title ? <Title id={labelledBy === 'title' ? titleId : undefined}>{title}</Title> : null}
      {name ? (
        <PinnerRow>
          <Avatar name={name} size="sm" />
          <PinnerName id={labelledBy === 'pinner' ? titleId : undefined}>{name}</PinnerName>
        </PinnerRow>
      ) : null}
    </FooterBox>
  );
}
