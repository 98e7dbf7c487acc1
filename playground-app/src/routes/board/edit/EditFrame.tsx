/**
 * The frame of the board editing pages: the heading, a link back to the board (or section), the
 * board's settings links (details, collaborators, add collaborators), the page's inline message,
 * and the pages a viewer may not have (log in; can't edit: the 403).
 */
import { buildPath } from '@tessera/model';
import { Link } from '@tessera/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { MessagePage } from '../../../shared/MessagePage.ts';
import { PageHeader } from '../../../shared/PageHeader.ts';
import type { Refused } from './boardEditData.ts';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: 560px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[8]}px;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.secondary};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.selected};
    color: ${({ theme }) => theme.color.onSelected};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/** A failure that stays until the next try (a toast would leave before it is read). */
export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme }) => theme.color.error};
  color: ${({ theme }) => theme.color.text};
`;

/** The board's settings pages, as links (the current one marked). */
function BoardNav({ boardId }: { boardId: string }) {
  const links = [
    { href: buildPath('boardEdit', { id: boardId }), label: BOARD_EDIT_TEXT.navDetails },
    { href: buildPath('boardEditCollaborators', { id: boardId }), label: BOARD_EDIT_TEXT.navCollaborators },
    {
      href: buildPath('boardEditAddCollaborators', { id: boardId }),
      label: BOARD_EDIT_TEXT.navAddCollaborators,
    },
  ];
  return (
    <Nav aria-label={BOARD_EDIT_TEXT.nav}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

export function EditFrame({
  heading,
  back,
  boardId,
  children,
}: {
  heading: string;
  /** The page being edited, to go back to. */
  back: { href: string; label: string };
  /** A board's pages get its settings links; a section's page does not. */
  boardId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader>
        <h1>{heading}</h1>
        <p>
          <Link href={back.href} color="inherit" underline="always">
            {back.label}
          </Link>
        </p>
        {boardId ? <BoardNav boardId={boardId} /> : null}
      </PageHeader>
      <Body>{children}</Body>
    </>
  );
}

/** Logged out: log in; logged in but not the owner or a collaborator: can't edit (403). */
export function RefusedPage({ data }: { data: Refused }) {
  if (data.kind === 'loggedOut') {
    return <LogInPage heading={BOARD_EDIT_TEXT.loggedOutHeading} text={BOARD_EDIT_TEXT.loggedOutBody} />;
  }
  return (
    <MessagePage role="alert">
      <h1>{BOARD_EDIT_TEXT.forbiddenHeading}</h1>
      <p>{BOARD_EDIT_TEXT.forbiddenBody}</p>
    </MessagePage>
  );
}

/** The server's words for a failure, when it gave any. */
export function serverMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '';
}

/** Our sentence, then the server's message (§8: the server's message where it gives one). */
export function failureText(ours: string, error: unknown): string {
  const theirs = serverMessage(error);
  return theirs ? `${ours} ${theirs}` : ours;
}
