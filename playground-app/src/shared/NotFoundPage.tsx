/** A path the site does not serve, or a page whose pin, board or person does not exist (404). */
import { UnavailablePage } from './UnavailablePage.tsx';

export function NotFoundPage() {
  return <UnavailablePage />;
}
