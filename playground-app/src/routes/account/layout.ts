/**
 * The frame of the account pages: the page's card, the form's column (with its fieldsets of
 * choices) and the links under a form. Their fields, alert and error rules are the site's
 * (shared/form/).
 */
import styled from 'styled-components';
import { Form } from '../../shared/form/layout.tsx';

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

export const FormStack = styled(Form)`
  margin-block: ${({ theme }) => theme.space[5]}px;
  fieldset {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md}px;
    margin: 0;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-inline: ${({ theme }) => theme.space[1]}px;
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: 24px;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

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
