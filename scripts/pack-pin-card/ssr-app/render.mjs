/** Server-renders App in plain Node (ESM) into dist/index.html around the client bundle Vite built. */
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.mjs';

const sheet = new ServerStyleSheet();
const html = renderToString(sheet.collectStyles(h(App)));
const styles = sheet.getStyleTags();
sheet.seal();
const shell = readFileSync('dist/index.html', 'utf8');
writeFileSync(
  'dist/index.html',
  shell
    .replace('</head>', `${styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`),
);
