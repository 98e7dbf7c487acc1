/**
 * The frame of the account pages: the page's card, the form's column (with its fieldsets of
 * choices) and the links under a form. Their fields, alert and error rules are the site's
 * (shared/form/).
 */
import styled from 'styled-components';
import { ChoicesForm } from '../../shared/ChoicesForm.ts';

export const AccountCard = styled.section`
  max-width: 440px;
  margin: ${({ theme }) => theme.space[8]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin-block: 0 ${({ theme }) => theme.space[2]}px;
    text-align: center;
    overflow-wrap: anywhere;
  }
  > p,
  form > p {
    color: ${({ theme }) => theme.color.textSubtle};
    overflow-wrap: anywhere;
  }
  > p {
    text-align: center;
  }
`;

/** The account forms' column: the site's form with fieldsets of choices. */
export const FormStack = ChoicesForm;

/** Links and small print under a form, one per line, centred. */
export const FormFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSubtle};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
  }
`;
