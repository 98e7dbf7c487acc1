/**
 * §2 builders /story-pin-builder and /idea-pin-builder: one story (idea) pin builder. Logged out
 * (or a bot), the page asks to log in.
 */
import { useLoaderData } from 'react-router';
import type { PageHandle, PageLoaderArgs } from '../../../app/page.ts';
import { useSession } from '../../../app/session.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { type CreateData, loadCreate } from '../createData.ts';
import { CREATE_TEXT } from '../createText.ts';
import { StoryBuilder } from '../StoryBuilder.tsx';

export const handle: PageHandle<CreateData> = {
  surface: null,
  pageClass: 'other',
  title: CREATE_TEXT.storyTitle,
};

export function loader({ api, session }: PageLoaderArgs): Promise<CreateData> {
  return loadCreate({ api, session });
}

export function Component() {
  const data = useLoaderData() as CreateData;
  const { viewer } = useSession();
  if (!data.loggedIn || !viewer)
    return <LogInPage heading={CREATE_TEXT.storyHeading} text={CREATE_TEXT.loggedOutText} />;
  return <StoryBuilder key={viewer.id} data={data} viewer={viewer} />;
}
