/**
 * A styled component only the client bundle creates, before the cards' modules (an app's own
 * client-only code): without build-time ids, styled-components would number the cards' components
 * differently on the client than on the server and every class would mismatch when hydrating.
 */
import styled from 'styled-components';

export const ClientOnlyNote = styled.p`
  margin: 0;
`;
