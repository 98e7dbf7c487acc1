/**
 * §2 /boardsection/{id}/edit: rename or delete a board section. The board's owner and its
 * collaborators; anyone else gets the "can't edit" page, a logged-out visitor the log-in page; an
 * unknown section the not-found page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../../app/page.ts';
import { loadSection, type Refused, type SectionEditData } from '../boardEditData.ts';
import { BOARD_EDIT_TEXT } from '../boardEditText.ts';
import { RefusedPage } from '../EditFrame.tsx';
import { SectionEditForm } from '../SectionEditForm.tsx';

type Data = SectionEditData | Refused;

export const handle: PageHandle<Data> = {
  surface: null,
  pageClass: 'other',
  title: (data) =>
    data.kind === 'board'
      ? `${BOARD_EDIT_TEXT.sectionHeading} · ${data.section.title}`
      : BOARD_EDIT_TEXT.sectionHeading,
};

export function loader({ route, api, session }: PageLoaderArgs): Promise<Data> {
  return loadSection(api, session, route.params.id ?? '');
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (data.kind !== 'board') return <RefusedPage data={data} />;
  return <SectionEditForm key={data.section.id} data={data} />;
}
