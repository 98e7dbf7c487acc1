/** The spam warning of §8 (ui's BlockedLinkAlert), in a module of its own so the card loads it on first use. */
export { BlockedLinkAlert } from '@tessera/ui';
