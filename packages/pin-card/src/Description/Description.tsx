import styled from 'styled-components';
import { sanitizeDescriptionHtml } from './sanitize.ts';

export interface DescriptionProps {
  /** The pin's description HTML (descriptionHtml); sanitised before it is shown. */
  html?: string | undefined;
  /** The plain description, shown when there is no HTML or no DOM to sanitise it with. */
  text: string;
  id?: string;
}

const Body = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }

  a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** A pin's description: its HTML after DOMPurify (safe links only), else the plain text. */
export function Description({ html, text, id }: DescriptionProps) {
  const safe = html ? sanitizeDescriptionHtml(html) : null;
  if (safe !== null && safe.trim() !== '') {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
    return <Body id={id} data-testid="pin-description" dangerouslySetInnerHTML={{ __html: safe }} />;
  }
  if (!text) return null;
  return (
    <Body id={id} data-testid="pin-description">
      {text}
    </Body>
  );
}
