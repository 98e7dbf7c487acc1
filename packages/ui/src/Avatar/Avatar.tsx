import { useState } from 'react';
import styled from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's name: its first letter is shown, and it names the image when one is given. */
  name: string;
  size?: AvatarSize;
  /**
   * Decorative (default true) when the name is written next to the avatar, so it is not read twice.
   */
  decorative?: boolean;
  /** A photo (e.g. imageMediumUrl); the initial shows until it loads and if it fails. */
  src?: string;
}

const Circle = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => sizePx(theme.space, $size)}px;
  height: ${({ theme, $size }) => sizePx(theme.space, $size)}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.xs : theme.font.size.md)}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  text-transform: uppercase;
  user-select: none;
  overflow: hidden;
  position: relative;
`;

const Photo = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

function sizePx(space: { 6: number; 8: number; 4: number }, size: AvatarSize): number {
  switch (size) {
    case 'sm':
      return space[6]; // 24
    case 'md':
      return space[8]; // 32
    case 'lg':
      return space[8] + space[4]; // 48
  }
}

/** The first letter (a whole code point, so an emoji or accented capital stays intact). */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0] ?? '';
}

/** A person's avatar: their initial in a circle. */
export function Avatar({ name, size = 'sm', decorative = true, src }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const showPhoto = src !== undefined && failed !== src;
  return (
    <Circle
      $size={size}
      data-testid="avatar"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialOf(name)}
      {showPhoto ? <Photo src={src} alt="" onError={() => setFailed(src)} /> : null}
    </Circle>
  );
}
