/**
 * §2 builders /pin-builder, /pin-creation-tool, /pin/create/ and /pin-editor: one pin builder
 * (PinBuilder). Logged out (or a bot), the page asks to log in.
 */
import { useLoaderData } from 'react-router';
import type { PageHandle, PageLoaderArgs } from '../../../app/page.ts';
import { useSession } from '../../../app/session.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { type CreateData, loadCreate } from '../createData.ts';
import { CREATE_TEXT } from '../createText.ts';
import { PinBuilder } from '../PinBuilder.tsx';

export const handle: PageHandle<CreateData> = {
  surface: null,
  pageClass: 'other',
  title: CREATE_TEXT.pinTitle,
};

export function loader({ api, session }: PageLoaderArgs): Promise<CreateData> {
  return loadCreate({ api, session });
}

export function Component() {
  const data = useLoaderData() as CreateData;
  const { viewer } = useSession();
  if (!data.loggedIn || !viewer)
    return <LogInPage heading={CREATE_TEXT.pinHeading} text={CREATE_TEXT.loggedOutText} />;
  return <PinBuilder key={viewer.id} data={data} viewer={viewer} />;
}
