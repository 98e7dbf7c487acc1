/**
 * Tessera's grid server-rendered (the way the site's home page comes): the document already holds
 * the first screen of cards (tessera-ssr.server.tsx, rendered per request by the bench's server),
 * and this script hydrates it.
 */
import { runBench } from '../harness.tsx';
import { TesseraGrid } from './tesseraGrid.tsx';

runBench((cards) => <TesseraGrid cards={cards} />, { hydrate: true });
