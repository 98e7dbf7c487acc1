import { isExternalUrl } from '@tessera/model';
import type { ReactNode, Ref } from 'react';
import { mergeProps, useFocusRing, useHover, useLink, useObjectRef } from 'react-aria';
import styled, { css, useTheme } from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';
import { Icon } from '../Icon/Icon.tsx';

/** The relation every link that opens a new tab carries: the new page gets no handle on this one. */
export const NEW_TAB_REL = 'noopener noreferrer';

/**
 * §5 external: http or https and not internal (the model's isExternalUrl); internal hosts are the
 * page's own host unless given.
 */
export function isExternalHref(href: string, internalHosts?: readonly string[]): boolean {
  const hosts = internalHosts ?? (typeof window === 'undefined' ? [] : [window.location.hostname]);
  return isExternalUrl(href, hosts);
}

/**
 * Schemes a link may carry. Anything else (javascript:, data:, vbscript:…) is not rendered as a link,
 * so text from a pin can never run script when clicked.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** The rel of a link: the caller's, plus NEW_TAB_REL when it opens a new tab. */
export function relFor(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const parts = new Set([...(rel ?? '').split(/\s+/).filter(Boolean), ...NEW_TAB_REL.split(' ')]);
  return [...parts].join(' ');
}

export interface LinkProps {
  href: string;
  /** The visible text, which is also the accessible name. */
  children: ReactNode;
  /** `_blank` opens a new tab and adds rel="noopener noreferrer". */
  target?: '_blank' | '_self';
  rel?: string;
  /** `hover` (default): underlined on hover and focus; `always`; `none`. */
  underline?: 'hover' | 'always' | 'none';
  /** Show the arrow-up-right after an external (http/https, other host) link. */
  externalLinkIcon?: boolean;
  /** Hosts that count as internal (default: the page's host). */
  internalHosts?: readonly string[];
  onPress?: () => void;
  color?: 'default' | 'subtle' | 'inherit';
  ref?: Ref<HTMLAnchorElement>;
  'data-testid'?: string;
}

const Anchor = styled.a<{
  $underline: 'hover' | 'always' | 'none';
  $hovered: boolean;
  $focusVisible: boolean;
  $color: string;
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme, $color }) => ($color === 'subtle' ? theme.color.textSubtle : $color === 'inherit' ? 'inherit' : theme.color.text)};
  font-weight: inherit;
  border-radius: ${({ theme }) => theme.radius.rounding}px;
  outline: none;
  text-decoration: ${({ $underline, $hovered, $focusVisible }) =>
    $underline === 'always' || ($underline === 'hover' && ($hovered || $focusVisible))
      ? 'underline'
      : 'none'};
  cursor: pointer;
  ${({ $focusVisible }) => ($focusVisible ? focusRing : css``)}
`;

/**
 * A real <a> (react-aria useLink): Enter follows it, the browser's own middle-click and
 * context menu keep working. Unsafe schemes render the text without a link.
 */
export function Link({
  href,
  children,
  target,
  rel,
  underline = 'hover',
  externalLinkIcon = false,
  internalHosts,
  onPress,
  color = 'default',
  ref,
  'data-testid': testId,
}: LinkProps) {
  const theme = useTheme();
  const objectRef = useObjectRef(ref);
  const safe = isSafeHref(href);
  const finalRel = relFor(target, rel);
  const { linkProps } = useLink(
    { href, target, rel: finalRel, isDisabled: !safe, ...(onPress ? { onPress } : {}) },
    objectRef,
  );
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  if (!safe) return <span data-testid={testId}>{children}</span>;
  const external = isExternalHref(href, internalHosts);
  return (
    <Anchor
      {...mergeProps(linkProps, hoverProps, focusProps)}
      ref={objectRef}
      href={href}
      target={target}
      rel={finalRel}
      data-external={external || undefined}
      data-testid={testId}
      $underline={underline}
      $hovered={isHovered}
      $focusVisible={isFocusVisible}
      $color={color}
    >
      {children}
      {external && externalLinkIcon ? <Icon name="arrow-up-right" size={theme.font.size.xs} /> : null}
    </Anchor>
  );
}
