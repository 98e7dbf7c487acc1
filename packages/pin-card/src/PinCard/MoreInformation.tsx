import { labels, type Pin, pinDescription } from '@tessera/model';
import { AnnotationTagStrip, IconButton } from '@tessera/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Description } from '../Description/Description.tsx';

const Panel = styled.section<{ $inline: boolean }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${({ $inline, theme }) =>
    $inline
      ? ''
      : `position: absolute; inset: 0; overflow-y: auto; border-radius: ${theme.radius.md}px; z-index: 1;`}
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** True when the pin has anything for the More information panel: a description or annotation tags. */
export function hasMoreInformation(pin: Pin): boolean {
  return Boolean(pin.descriptionHtml || pinDescription(pin) || pin.annotations?.length);
}

export interface MoreInformationPanelProps {
  pin: Pin;
  /** In the flow of the card (bots, §6) instead of over the image. */
  inline?: boolean;
  id?: string;
}

/** The More information panel (§2): the sanitised description and the annotation tags, scrollable sideways. */
export function MoreInformationPanel({ pin, inline = false, id }: MoreInformationPanelProps) {
  const headingId = useId();
  const annotations = pin.annotations ?? [];
  return (
    <Panel $inline={inline} id={id} aria-labelledby={headingId} data-testid="more-information">
      <Heading id={headingId}>{labels.moreInformation}</Heading>
      <Description html={pin.descriptionHtml} text={pinDescription(pin)} />
      {annotations.length > 0 ? (
        <AnnotationTagStrip tags={annotations} accessibilityLabel={labels.moreInformation} />
      ) : null}
    </Panel>
  );
}

export interface SeeMoreButtonProps {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}

/** The See more ellipsis (§2): opens and closes the More information panel. */
export function SeeMoreButton({ expanded, controls, onToggle }: SeeMoreButtonProps) {
  return (
    <IconButton
      icon="ellipsis"
      accessibilityLabel={labels.seeMore}
      size="sm"
      variant="transparent"
      aria-expanded={expanded}
      aria-controls={controls}
      onPress={onToggle}
    />
  );
}
