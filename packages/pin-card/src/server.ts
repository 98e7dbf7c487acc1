/**
 * @tessera/pin-card/server: what a React Server Component (or any code with no React client) may
 * use from the card: its layout and height maths and the entity types. No hooks, no styled
 * components, no 'use client', so a server component can size a grid before the cards hydrate.
 */
export type { Pin, Pinner, RepinResult } from '@tessera/model';
export {
  type CardLayout,
  type CardLayoutOptions,
  cardLayout,
  type FooterAttribution,
  type PinCardSurface,
  type PinCardViewer,
} from './cardLayout.ts';
export { getPinCardHeight, PIN_FOOTER_HEIGHT_SIGNED_IN, SHARED_HEADER_HEIGHT } from './getPinCardHeight.ts';
