/**
 * A profile's page (§2): the header, then the view. Created, Saved and Tried are tabs, each at its
 * own path; followers and following are lists reached from the header's counts. Pins come in the
 * shared grid (UserProfilePinGrid; the owner's boardless saves BoardlessPins; the owner's following
 * feed FollowingFeedGrid). A blocked person's pins are not shown.
 */
import { type Page, useApi } from '@tessera/api';
import type { User } from '@tessera/model';
import { Button, Tabs, useToaster } from '@tessera/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { BoardCards } from '../../shared/BoardCards.tsx';
import { Notice } from '../../shared/Notice.ts';
import { PeopleList, userName } from '../../shared/PeopleList.tsx';
import { PinGrid } from '../../shared/PinGrid.tsx';
import { TabbedPage, TabRow } from '../../shared/TabbedPage.ts';
import { CreateBoard } from '../board/edit/CreateBoard.tsx';
import { ProfileHeader, useBlocked } from './ProfileHeader.tsx';
import {
  PROFILE_TABS,
  PROFILE_TEXT,
  type ProfileData,
  type ProfileView,
  profilePath,
} from './profileData.ts';

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

function PinsView({ user, view }: { user: User; view: 'created' | 'tried' }) {
  const api = useApi();
  const { username } = user;
  const fetchPage = useCallback(
    (bookmark: string | null) =>
      view === 'created'
        ? api.getUserPins({ username }, bookmark)
        : api.getUserTriedPins({ username }, bookmark),
    [api, username, view],
  );
  return (
    <PinGrid
      surface="UserProfilePinGrid"
      ariaLabel={`${PROFILE_TEXT.tab[view]}: ${userName(user)}`}
      feedKey={`${view}:${username}`}
      fetchPage={fetchPage}
      emptyState={<Notice>{PROFILE_TEXT.empty[view](userName(user))}</Notice>}
    />
  );
}

function SavedView({ data }: { data: ProfileData }) {
  const api = useApi();
  const { user, own } = data;
  const boards = data.boards ?? [];
  const { username } = user;
  const fetchBoardless = useCallback(
    (bookmark: string | null) => api.getUserSavedPins({ username, boardless: true }, bookmark),
    [api, username],
  );
  const empty = <Notice>{PROFILE_TEXT.empty.saved(userName(user))}</Notice>;
  return (
    <>
      {own ? (
        <Centre>
          <CreateBoard />
        </Centre>
      ) : null}
      {boards.length > 0 ? (
        <>
          <h2>{PROFILE_TEXT.boards}</h2>
          <BoardCards boards={boards} label={PROFILE_TEXT.boards} />
        </>
      ) : own ? null : (
        empty
      )}
      {/* §5: the owner's saves to the profile (no board) are BoardlessPins. */}
      {own ? (
        <PinGrid
          surface="BoardlessPins"
          ariaLabel={PROFILE_TEXT.boardless}
          feedKey={`boardless:${username}`}
          fetchPage={fetchBoardless}
          emptyState={boards.length > 0 ? null : empty}
        />
      ) : null}
    </>
  );
}

function PeopleView({ data, view }: { data: ProfileData; view: 'followers' | 'following' }) {
  const api = useApi();
  const toaster = useToaster();
  const { user, own } = data;
  const [people, setPeople] = useState<Page<User>>(data.people ?? { items: [], bookmark: null });
  const [loading, setLoading] = useState(false);
  const name = userName(user);
  const heading =
    view === 'followers' ? PROFILE_TEXT.followersHeading(name) : PROFILE_TEXT.followingHeading(name);
  const more = async () => {
    setLoading(true);
    try {
      const read = view === 'followers' ? api.getUserFollowers : api.getUserFollowing;
      const next = await read({ username: user.username }, people.bookmark);
      setPeople({ items: [...people.items, ...next.items], bookmark: next.bookmark });
    } catch {
      toaster.show({ text: PROFILE_TEXT.moreFailed });
    } finally {
      setLoading(false);
    }
  };
  const fetchFollowingFeed = useCallback(
    (bookmark: string | null) => api.getFollowingFeed({}, bookmark),
    [api],
  );
  return (
    <>
      <h2>{heading}</h2>
      {people.items.length === 0 ? (
        <Notice>{PROFILE_TEXT.empty[view](name)}</Notice>
      ) : (
        <PeopleList people={people.items} label={heading} />
      )}
      {people.bookmark ? (
        <Centre>
          <Button variant="secondary" onPress={() => void more()} disabled={loading}>
            {PROFILE_TEXT.showMore}
          </Button>
        </Centre>
      ) : null}
      {/* §2: a path with the word following is a following feed: the owner's is FollowingFeedGrid. */}
      {view === 'following' && own ? (
        <>
          <h2>{PROFILE_TEXT.followingFeed}</h2>
          <PinGrid
            surface="FollowingFeedGrid"
            ariaLabel={PROFILE_TEXT.followingFeed}
            feedKey="following-feed"
            fetchPage={fetchFollowingFeed}
          />
        </>
      ) : null}
    </>
  );
}

function ViewContent({ data, view }: { data: ProfileData; view: ProfileView }) {
  if (view === 'followers' || view === 'following') return <PeopleView data={data} view={view} />;
  if (view === 'saved') return <SavedView data={data} />;
  return <PinsView user={data.user} view={view} />;
}

export function ProfilePage({ data }: { data: ProfileData }) {
  const navigate = useNavigate();
  const { user, view, own } = data;
  const blocked = useBlocked(user);
  const content = blocked ? (
    <Notice>{PROFILE_TEXT.blockedNotice}</Notice>
  ) : (
    <ViewContent data={data} view={view} />
  );
  const tabView = PROFILE_TABS.find((tab) => tab === view);
  return (
    <TabbedPage>
      <ProfileHeader user={user} own={own} />
      {tabView ? (
        <TabRow>
          <Tabs
            align="center"
            accessibilityLabel={PROFILE_TEXT.tabs}
            tabs={PROFILE_TABS.map((id) => ({
              id,
              label: PROFILE_TEXT.tab[id],
              ...(id === tabView ? { panel: content } : {}),
            }))}
            selectedId={tabView}
            onChange={({ id }) => {
              const next = PROFILE_TABS.find((tab) => tab === id);
              if (next && next !== tabView) void navigate(profilePath(user.username, next));
            }}
          />
        </TabRow>
      ) : (
        content
      )}
    </TabbedPage>
  );
}
