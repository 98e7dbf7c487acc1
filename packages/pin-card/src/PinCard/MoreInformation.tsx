import { labels, type Pin, pinDescription } from '@tessera/model';
import { IconButton } from '@tessera/ui';
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

const Tags = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[1]}px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;

  a,
  span {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    padding-inline: ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: ${({ theme }) => theme.color.secondary};
    color: ${({ theme }) => theme.color.onSecondary};
    font-size: ${({ theme }) => theme.font.size.xs}px;
    white-space: nowrap;
    text-decoration: none;
    scroll-snap-align: start;
  }
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
        <Tags>
          {annotations.map((annotation) => (
            <li key={annotation.name}>
              {annotation.url ? (
                <a href={annotation.url}>{annotation.name}</a>
              ) : (
                <span>{annotation.name}</span>
              )}
            </li>
          ))}
        </Tags>
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
