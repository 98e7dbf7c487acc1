/**
 * An app's own client-only code, imported before the cards' modules: it creates a styled
 * component and renders it into its own root outside the server HTML (rendered, so the bundler
 * cannot drop it). Without build-time ids, styled-components numbers components in creation order,
 * so the cards' ids and classes would differ between the server and this bundle and every class
 * would mismatch when hydrating.
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const ClientOnlyNote = styled.p`
  margin: 0;
`;

const note = document.getElementById('note');
if (!note) throw new Error('no #note');
createRoot(note).render(h(ClientOnlyNote, null, 'Client-only note'));
