/**
 * An app outside the Tessera repo using @tessera/pin-card from its npm tarball: a plain object pin,
 * no Tessera API, no mock server; the card's actions are the app's own callbacks.
 */
import { type OnSave, type OnUnsave, type Pin, PinCard, PinCardProvider } from '@tessera/pin-card';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const pin: Pin = {
  id: '1001',
  gridTitle: 'Terracotta sunset',
  altText: 'An orange sun over a red sky',
  dominantColor: '#c8553d',
  link: 'https://example.com/sunset',
  domain: 'example.com',
  pinner: { id: 'u1', username: 'ana', fullName: 'Ana Lima' },
  images: { '236x': { url: '/pin.svg', width: 236, height: 354 } },
};

/** What the card asked the app to do, for the test that drives this page (window.pinCardCalls). */
const calls: string[] = [];
(window as unknown as { pinCardCalls: string[] }).pinCardCalls = calls;

const onSave: OnSave = async ({ pin: saved, board }) => {
  calls.push(`save ${saved.id} to ${board?.name ?? 'profile'}`);
  return {
    id: `repin-${saved.id}`,
    pinner: { id: 'me' },
    board: board && { id: board.id, url: '/me/b/', name: board.name },
  };
};

const onUnsave: OnUnsave = async ({ pin: unsaved }) => {
  calls.push(`unsave ${unsaved.id}`);
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <PinCardProvider globalStyle>
      <PinCard pin={pin} saveTarget={{ id: 'b1', name: 'Sunsets' }} onSave={onSave} onUnsave={onUnsave} />
    </PinCardProvider>
  </StrictMode>,
);
