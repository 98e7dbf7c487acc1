/**
 * §2 /edit, Tune your home feed (linked from the Reported and unfollow overlays): the topics, boards
 * and people the viewer follows, the things that shape the home feed, each with Following to
 * unfollow it (and Follow to take it back): through the entity store, with the §8 unfollow message,
 * rolled back with a message when the server refuses. The home feed leaves out the pins of what was
 * unfollowed (the mock's HomefeedResource). Each list shows 50 (§9's page of people) and Show more.
 */
import { type BoardDetails, useApi } from '@tessera/api';
import { buildPath, messages } from '@tessera/model';
import { Link } from '@tessera/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FollowButton } from '../../shared/FollowButton.tsx';
import { ShowMore, usePagedList } from '../../shared/PagedList.tsx';
import { PeopleList } from '../../shared/PeopleList.tsx';
import { FollowRows, TopicRow, TopicsWrapper } from '../topics/TopicsPage.tsx';
import { TUNE_TEXT, type TuneData } from './tuneData.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const Lead = styled.p`
  display: flex;
  justify-content: center;
`;

function FollowSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Section>
  );
}

function BoardRow({ board }: { board: BoardDetails }) {
  return (
    <li>
      <span>{board.url ? <Link href={board.url}>{board.name}</Link> : board.name}</span>
      <FollowButton kind="board" id={board.id} name={board.name} initiallyFollowing={board.followed_by_me} />
    </li>
  );
}

export function TuneHomeFeed({ data }: { data: TuneData }) {
  const api = useApi();
  const topics = usePagedList(data.topics, (bookmark) => api.getFollowedTopics({}, bookmark));
  const boards = usePagedList(data.boards, (bookmark) => api.getFollowedBoards({}, bookmark));
  const people = usePagedList(data.people, (bookmark) =>
    api.getUserFollowing({ username: data.viewer.username }, bookmark),
  );
  return (
    <TopicsWrapper>
      <h1>{messages.tuneHomeFeed}</h1>
      <p>{TUNE_TEXT.intro}</p>
      <Lead>
        <Link href={buildPath('home')}>{TUNE_TEXT.homeFeed}</Link>
      </Lead>
      <FollowSection id="tune-topics" heading={TUNE_TEXT.topics}>
        {topics.items.length === 0 ? (
          <p>{TUNE_TEXT.empty.topics}</p>
        ) : (
          <FollowRows aria-label={TUNE_TEXT.topics}>
            {topics.items.map((topic) => (
              <TopicRow key={topic.id} topic={topic} />
            ))}
          </FollowRows>
        )}
        <ShowMore list={topics} />
        <p>
          <Link href={buildPath('topics')}>{TUNE_TEXT.findTopics}</Link>
        </p>
      </FollowSection>
      <FollowSection id="tune-boards" heading={TUNE_TEXT.boards}>
        {boards.items.length === 0 ? (
          <p>{TUNE_TEXT.empty.boards}</p>
        ) : (
          <FollowRows aria-label={TUNE_TEXT.boards}>
            {boards.items.map((board) => (
              <BoardRow key={board.id} board={board} />
            ))}
          </FollowRows>
        )}
        <ShowMore list={boards} />
      </FollowSection>
      <FollowSection id="tune-people" heading={TUNE_TEXT.people}>
        {people.items.length === 0 ? (
          <p>{TUNE_TEXT.empty.people}</p>
        ) : (
          <PeopleList people={people.items} label={TUNE_TEXT.people} />
        )}
        <ShowMore list={people} />
      </FollowSection>
    </TopicsWrapper>
  );
}
