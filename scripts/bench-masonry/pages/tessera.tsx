import { runBench } from '../harness.tsx';
import { TesseraGrid } from './tesseraGrid.tsx';

runBench((cards) => <TesseraGrid cards={cards} />);
