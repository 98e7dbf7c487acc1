/**
 * §2 /board/{id}/edit/collaborators and /board/{id}/edit/add_collaborators: the people on a board
 * and inviting more. The members live in the board-actions machine (§4): Remove and Withdraw take a
 * person off at once and run the §6 call (an accepted collaborator through
 * BoardCollaboratorResource, a pending invitee through BoardInviteResource); a failure puts them
 * back where they were (§8 "restore locally") and says so. Invite (BoardInviteResource create) adds
 * a pending invitee once the server took it. The owner removes collaborators; the owner and the
 * collaborators invite and withdraw invites (what the server lets each do).
 */
import { type TesseraApi, useApi } from '@tessera/api';
import { type BoardCollaborator, boardActionsMachine } from '@tessera/machines';
import type { User } from '@tessera/model';
import { Button, SearchField, Text, useToaster } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { useSession } from '../../../app/session.ts';
import { Notice } from '../../../shared/Notice.ts';
import { PeopleList, userName } from '../../../shared/PeopleList.tsx';
import { boardPagePath, type CollaboratorsData } from './boardEditData.ts';
import { BOARD_EDIT_TEXT } from './boardEditText.ts';
import { Alert, EditFrame, failureText } from './EditFrame.tsx';

const RowEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg}px;
`;

/** The search field and its button on one line, the button at the field's bottom edge. */
const Search = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  > :first-child {
    flex: 1;
  }
`;

/** The §6 removal: an accepted collaborator through the collaborator resource, an invitee through the invite. */
function removeCall(
  api: TesseraApi,
  input: { board_id: string; invited_user_id: string; accepted: boolean },
) {
  const { board_id, invited_user_id } = input;
  return input.accepted
    ? api.removeBoardCollaborator({ board_id, invited_user_id, field_set_key: 'boardEdit' })
    : api.deleteBoardInvite({ board_id, invited_user_id });
}

export function CollaboratorsPage({ data, mode }: { data: CollaboratorsData; mode: 'list' | 'add' }) {
  const { board, access, owner } = data;
  const api = useApi();
  const toaster = useToaster();
  const { viewer } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  /** Everyone this page has met, by id (members, suggestions, search results). */
  const [people, setPeople] = useState(
    () => new Map([...data.members.map((m) => m.user), ...data.suggestions].map((u) => [u.id, u])),
  );
  /** What the removal reads when it runs (the people met since, the api, the toaster). */
  const latest = useRef({ api, toaster, people });
  latest.current = { api, toaster, people };
  const [machine] = useState(() =>
    boardActionsMachine.provide({
      actors: {
        removeCollaborator: fromPromise(async ({ input }) => {
          const user = latest.current.people.get(input.invited_user_id);
          const name = user ? userName(user) : input.invited_user_id;
          try {
            await removeCall(latest.current.api, input);
          } catch (error) {
            setFailure(failureText(BOARD_EDIT_TEXT.removeFailed(name), error));
            throw error;
          }
          latest.current.toaster.show({ text: BOARD_EDIT_TEXT.removed(name) });
        }),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      board: {
        id: board.id,
        name: board.name,
        collaborators: data.members.map((m) => ({ userId: m.user.id, accepted: m.accepted })),
      },
    },
  });
  const members = useSelector(actor, (s) => s.context.board?.collaborators ?? []);
  const busy = useSelector(actor, (s) => s.matches('removingCollaborator'));
  const memberOf = (id: string): BoardCollaborator | undefined => members.find((m) => m.userId === id);

  const remove = (userId: string) => {
    setFailure(null);
    actor.send({ type: 'REMOVE_COLLABORATOR', userId });
  };
  const [inviting, setInviting] = useState<string | null>(null);
  const invite = async (user: User) => {
    setFailure(null);
    setInviting(user.id);
    try {
      await api.inviteToBoard({ board_id: board.id, invited_user_id: user.id });
      setPeople((known) => new Map(known).set(user.id, user));
      actor.send({ type: 'INVITED', userId: user.id });
      toaster.show({ text: BOARD_EDIT_TEXT.inviteSent(userName(user)) });
    } catch (error) {
      setFailure(failureText(BOARD_EDIT_TEXT.inviteFailed(userName(user)), error));
    } finally {
      setInviting(null);
    }
  };

  /** A member's row end: their standing, and Remove (owner) or Withdraw (an invite). */
  const memberAction = (member: BoardCollaborator) => {
    const canRemove = member.accepted ? access === 'owner' : true;
    return (
      <RowEnd>
        <Text size="sm" color="subtle">
          {member.accepted ? BOARD_EDIT_TEXT.collaborator : BOARD_EDIT_TEXT.invited}
        </Text>
        {canRemove ? (
          <Button variant="secondary" size="sm" busy={busy} onPress={() => remove(member.userId)}>
            {member.accepted ? BOARD_EDIT_TEXT.remove : BOARD_EDIT_TEXT.withdraw}
          </Button>
        ) : null}
      </RowEnd>
    );
  };

  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; users: User[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const search = async () => {
    const text = query.trim();
    if (!text) {
      setResults(null);
      return;
    }
    setSearching(true);
    setFailure(null);
    try {
      const page = await api.searchUsers({ query: text });
      setResults({ query: text, users: page.items });
    } catch (error) {
      setFailure(failureText(BOARD_EDIT_TEXT.searchFailed, error));
    } finally {
      setSearching(false);
    }
  };

  const ownerId = owner?.id ?? (access === 'owner' ? viewer?.id : undefined);
  const listed = (users: readonly User[]) => users.filter((u) => u.id !== ownerId && u.id !== viewer?.id);

  const frame = (children: ReactNode) => (
    <EditFrame
      heading={mode === 'list' ? BOARD_EDIT_TEXT.collaboratorsHeading : BOARD_EDIT_TEXT.addHeading}
      back={{ href: boardPagePath(board), label: BOARD_EDIT_TEXT.backToBoard(board.name) }}
      boardId={board.id}
    >
      {failure ? <Alert role="alert">{failure}</Alert> : null}
      {children}
    </EditFrame>
  );

  if (mode === 'list') {
    const onBoard = members.flatMap((m) => {
      const user = people.get(m.userId);
      return user ? [user] : [];
    });
    return frame(
      <>
        <Heading>{BOARD_EDIT_TEXT.collaboratorsList}</Heading>
        {owner ? (
          <PeopleList
            people={[owner]}
            label={BOARD_EDIT_TEXT.owner}
            action={() => (
              <Text size="sm" color="subtle">
                {BOARD_EDIT_TEXT.owner}
              </Text>
            )}
          />
        ) : null}
        {onBoard.length > 0 ? (
          <PeopleList
            people={onBoard}
            label={BOARD_EDIT_TEXT.collaboratorsHeading}
            action={(user) => {
              const member = memberOf(user.id);
              return member ? memberAction(member) : null;
            }}
          />
        ) : (
          <Notice>{BOARD_EDIT_TEXT.noCollaborators}</Notice>
        )}
      </>,
    );
  }

  const shown = listed(results ? results.users : data.suggestions);
  const shownLabel = results ? BOARD_EDIT_TEXT.results(results.query) : BOARD_EDIT_TEXT.suggestions;
  return frame(
    <>
      <Search
        role="search"
        aria-label={BOARD_EDIT_TEXT.searchLabel}
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <SearchField label={BOARD_EDIT_TEXT.searchLabel} value={query} onChange={setQuery} />
        <Button type="submit" variant="secondary" busy={searching}>
          {BOARD_EDIT_TEXT.search}
        </Button>
      </Search>
      <Heading>{shownLabel}</Heading>
      {shown.length > 0 ? (
        <PeopleList
          people={shown}
          label={shownLabel}
          action={(user) => {
            const member = memberOf(user.id);
            if (member) return memberAction(member);
            return (
              <Button
                variant="primary"
                size="sm"
                busy={inviting === user.id}
                onPress={() => void invite(user)}
              >
                {BOARD_EDIT_TEXT.invite}
              </Button>
            );
          }}
        />
      ) : (
        <Notice>{BOARD_EDIT_TEXT.noPeople}</Notice>
      )}
    </>,
  );
}
