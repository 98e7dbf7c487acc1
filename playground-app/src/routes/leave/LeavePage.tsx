/**
 * Pieces of the leaving pages: the page frame and Back. Back returns to the page before; a
 * tab opened for the interstitial has none, so Back goes home.
 */
import { buildPath } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { MessagePage } from '../../shared/MessagePage.ts';

export const LeaveFrame = styled(MessagePage)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export function BackButton({ label }: { label: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onPress={() => {
        // The interstitial opens in a new tab: with nothing to go back to, go home.
        if (window.history.length > 1) void navigate(-1);
        else void navigate(buildPath('home'));
      }}
    >
      {label}
    </Button>
  );
}
