import type { Ref } from 'react';
import { mergeProps, useFocusRing, useHover, useLink, useObjectRef } from 'react-aria';
import { type ButtonSize, type ButtonVariant, StyledButton } from './Button.styles.ts';

export interface ButtonLinkProps {
  /** The visible text, which is also the accessible name. */
  children: string;
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  target?: '_blank' | '_self';
  rel?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a Button (e.g. Open on the pin card overlay): navigation stays a real <a>. */
export function ButtonLink({
  children,
  href,
  variant = 'secondary',
  size = 'md',
  target,
  rel,
  ref,
}: ButtonLinkProps) {
  const objectRef = useObjectRef(ref);
  const { linkProps, isPressed } = useLink({ href, target, rel }, objectRef);
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledButton
      as="a"
      {...mergeProps(linkProps, hoverProps, focusProps)}
      href={href}
      target={target}
      rel={rel}
      ref={objectRef}
      data-variant={variant}
      $variant={variant}
      $size={size}
      $hovered={isHovered}
      $pressed={isPressed}
      $focusVisible={isFocusVisible}
    >
      {children}
    </StyledButton>
  );
}
