import './clientOnly.mjs';
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.mjs';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
hydrateRoot(root, h(App), {
  onRecoverableError: (error) => console.error(`recoverable: ${error.message}`),
});
window.hydrated = true;
