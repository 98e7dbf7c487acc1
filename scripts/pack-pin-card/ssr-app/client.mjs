import './clientOnly.mjs';
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { App } from './App.mjs';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const serverHtml = root.innerHTML;
hydrateRoot(root, h(App), {
  onRecoverableError: (error) => console.error(`recoverable: ${error.message}`),
});

// Hydration keeps the server's class attributes, and React reports a mismatch only in its dev build:
// also render the page's first render with the client bundle (before any effect: an effect may
// rightly change a class, as a card whose image the browser already has shows it at once) and
// compare its classes with the server's, one by one.
const classes = (html) => [...html.matchAll(/ class="([^"]*)"/g)].map((match) => match[1]);
const server = classes(serverHtml);
const client = classes(renderToString(h(App)));
const differ = server.findIndex((name, index) => name !== client[index]);
if (server.length === 0 || differ !== -1 || server.length !== client.length) {
  console.error(
    `class names differ between the server HTML and the client bundle (${server.length} vs ${client.length}), first at #${differ}: "${server[differ]}" vs "${client[differ]}"`,
  );
}
window.hydrated = true;
