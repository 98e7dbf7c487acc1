import styled from 'styled-components';
import { Form } from './form/layout.tsx';

/**
 * A form with fieldsets of choices (checkboxes, radios): each fieldset framed, its legend
 * semibold, each choice a row with its 20 px box. A page adds its own rules with
 * styled(ChoicesForm).
 */
export const ChoicesForm = styled(Form)`
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
