/**
 * The frame of every form of the site: the form itself (a column), its row of buttons, and the
 * form-level alert (a refusal, or the result of a save), announced as it appears.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A form: its fields in a column. A page adds its own margins with styled(Form). */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** The buttons under a form (Cancel, Save), at its end. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-content: flex-end;
`;

/**
 * Where a form's refusal or result is said. Give it role="alert" for a refusal (read out as it
 * appears) and role="status" for a result; `FormResult` does both.
 */
export const FormAlert = styled.p<{ $tone?: 'error' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.error)};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

/** A form's result: an error (role alert) or a success (role status); nothing when there is none. */
export interface FormResultValue {
  tone: 'error' | 'success';
  text: string;
}

export function FormResult({ alert }: { alert: FormResultValue | null }): ReactNode {
  if (!alert) return null;
  return (
    <FormAlert $tone={alert.tone} role={alert.tone === 'error' ? 'alert' : 'status'}>
      {alert.text}
    </FormAlert>
  );
}
