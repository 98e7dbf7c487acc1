/**
 * The banner of one placed experience (PlacementBanner loads it when there is one): its title and
 * body (display_data), its link (metadata.link, a path of the site), Dismiss. Shown: viewed; its
 * link followed: completed; Dismiss: dismissed (§4 experience status, through the
 * experienceMachine); a failed update says so.
 */
import { labels } from '@tessera/model';
import { BOTTOM_INSET_VAR } from '@tessera/tokens';
import { Button, Link } from '@tessera/ui';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import type { PlacedExperience } from '../app/placements.ts';
import { usePlacedExperience } from './usePlacedExperience.ts';

/**
 * Out of the page's flow, in the bottom corner: the banner arrives after the page has painted (the
 * placements are read then), and in the flow it pushed the grid down (Lighthouse CLS 0.001 → 0.049).
 * Under toasts and modals; above the phone's tab bar (BOTTOM_INSET_VAR).
 */
const Banner = styled.section`
  position: fixed;
  inset-block-end: calc(${({ theme }) => theme.space[4]}px + var(${BOTTOM_INSET_VAR}, 0px));
  inset-inline-start: ${({ theme }) => theme.space[4]}px;
  z-index: ${({ theme }) => theme.zIndex.popover};
  box-shadow: 0 2px 12px rgb(0 0 0 / 25%);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: min(360px, calc(100vw - ${({ theme }) => theme.space[4] * 2}px));
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A path of the site from the experience's metadata (no other site, no script: only `/…`). */
function sitePath(link: unknown): string | null {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The banner of one placed experience. */
export default function PlacedBanner({ placed }: { placed: PlacedExperience }) {
  const { view, complete, dismiss, busy } = usePlacedExperience(placed);
  const titleId = useId();
  useEffect(() => view(), [view]);
  const display = placed.experience.display_data ?? {};
  const title = textOf(display.title);
  const body = textOf(display.body);
  const link = sitePath(placed.experience.metadata?.link);
  if (!title && !body) return null;
  return (
    <Banner
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': body ?? '' })}
      data-placement={placed.placementId}
    >
      {title ? (
        <Title id={titleId}>
          {link ? (
            <Link href={link} underline="always" color="inherit" onPress={complete}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Title>
      ) : null}
      {body ? <p>{body}</p> : null}
      <Button variant="tertiary" size="sm" onPress={dismiss} busy={busy}>
        {labels.dismiss}
      </Button>
    </Banner>
  );
}
