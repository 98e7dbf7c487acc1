/**
 * The frame of the settings and safety pages: a readable column, a subtle paragraph and their
 * forms' column. Their fields, alert and submit rule are the site's (shared/form/).
 */
import styled from 'styled-components';
import { Form } from '../../shared/form/layout.tsx';

/** A page of the account family: a readable column. */
export const AccountPage = styled.div`
  max-width: 640px;
  margin: ${({ theme }) => theme.space[6]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin-block: 0 ${({ theme }) => theme.space[3]}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin-block: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[2]}px;
  }
  p {
    overflow-wrap: anywhere;
  }
`;

/** A subtle paragraph (an intro, an empty list). */
export const Subtle = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** A form of these pages: its fields stretch, its button keeps its size. */
export const SettingsForm = styled(Form)`
  align-items: stretch;
  margin-block: ${({ theme }) => theme.space[4]}px;
  > button {
    align-self: flex-start;
  }
`;
