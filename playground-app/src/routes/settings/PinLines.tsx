/**
 * The pins of the appeal and report lists: a row each with the pin's small image, its title as a
 * link to its closeup (or "no longer available"), and what the page says about it.
 */
import { buildPath, gridTitle, type Pin } from '@tessera/model';
import { Link } from '@tessera/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const PinLineList = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[3]}px 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.surface};
  }
  img,
  li > span:first-child {
    flex: none;
    width: 60px;
    height: 60px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: ${({ theme }) => theme.color.border};
  }
  li > div {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

/** A pin's name in these lists: its grid title, else "Pin {id}". */
export function pinName(pin: Pin | null, pinId: string, untitled: (id: string) => string): string {
  return (pin && gridTitle(pin)) || untitled(pinId);
}

export function PinLine({
  pin,
  pinId,
  name,
  gone,
  children,
}: {
  pin: Pin | null;
  pinId: string;
  name: string;
  gone: string;
  children?: ReactNode;
}) {
  const image = pin?.images['60x60'] ?? pin?.images['136x136'] ?? pin?.images['236x'];
  return (
    <li>
      {image ? <img src={image.url} alt="" width={60} height={60} /> : <span />}
      <div>
        {pin ? <Link href={buildPath('pin', { id: pinId })}>{name}</Link> : <strong>{gone}</strong>}
        {children}
      </div>
    </li>
  );
}
