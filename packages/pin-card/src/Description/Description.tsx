import { useEffect, useState } from 'react';
import styled from 'styled-components';

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

/**
 * The description HTML made safe, or null until it is (and where it cannot be: no DOM). DOMPurify
 * is loaded on first use (a description shows only in the More information panel), so it is not
 * part of the card's first paint; the plain text shows meanwhile, as it does in server HTML.
 */
function useSanitizedHtml(html: string | undefined): string | null {
  const [safe, setSafe] = useState<{ html: string; safe: string | null } | null>(null);
  useEffect(() => {
    if (!html) return;
    let current = true;
    void import('./sanitize.ts').then(({ sanitizeDescriptionHtml }) => {
      if (current) setSafe({ html, safe: sanitizeDescriptionHtml(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return safe && safe.html === html ? safe.safe : null;
}

/** A pin's description: its HTML after DOMPurify (safe links only), else the plain text. */
export function Description({ html, text, id }: DescriptionProps) {
  const safe = useSanitizedHtml(html);
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
