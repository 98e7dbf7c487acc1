/**
 * What a person sees where there is nothing (issue 30, item 5): a path no route serves, a pin or
 * person that does not exist (404), a pin its creator removed (410). The §2 placeholder words
 * (Unavailable; Removed by the creator), a way back, and pins to go on with (the home feed's,
 * under "More to explore"), so the visit does not end on a blank slab. The server answers the
 * same status and, where it paints the page, the same words.
 */
import { useApi } from '@tessera/api';
import { messages, type Pin } from '@tessera/model';
import { ButtonLink } from '@tessera/ui';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { MessagePage } from './MessagePage.ts';
import { PinGrid } from './PinGrid.tsx';
import { UNAVAILABLE_TEXT } from './unavailableText.ts';

export { UNAVAILABLE_TEXT };

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space[4]}px;
`;

const More = styled.section`
  h2 {
    margin: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    text-align: center;
  }
`;

export interface UnavailablePageProps {
  /** A pin's page: §2's "Unavailable" (else "Page not found"). */
  pin?: boolean;
  /** 410: the creator removed the pin ("Removed by the creator" under "Unavailable", §2). */
  removedByCreator?: boolean;
}

export function UnavailablePage({ pin = false, removedByCreator = false }: UnavailablePageProps) {
  const api = useApi();
  const { pathname } = useLocation();
  const fetchPage = useCallback(
    async (bookmark: string | null): Promise<{ items: Pin[]; bookmark: string | null }> => {
      const page = await api.getHomefeed(bookmark ? { bookmark } : {});
      return { items: page.pins, bookmark: page.bookmark };
    },
    [api],
  );
  return (
    <>
      <MessagePage>
        <h1>{pin || removedByCreator ? messages.unavailable : UNAVAILABLE_TEXT.pageHeading}</h1>
        <p>{removedByCreator ? messages.removedByCreator : UNAVAILABLE_TEXT.notFound}</p>
        <Actions>
          <ButtonLink href="/" variant="primary">
            {UNAVAILABLE_TEXT.home}
          </ButtonLink>
        </Actions>
      </MessagePage>
      <More aria-labelledby="unavailable-more">
        <h2 id="unavailable-more">{UNAVAILABLE_TEXT.more}</h2>
        <PinGrid
          surface="RelatedPinGrid"
          ariaLabel={UNAVAILABLE_TEXT.more}
          feedKey={`unavailable:${pathname}`}
          fetchPage={fetchPage}
        />
      </More>
    </>
  );
}
