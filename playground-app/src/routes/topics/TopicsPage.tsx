/**
 * §2 /topics: every topic, a page at a time (TopicsResource; Show more for the next), each a link to
 * its page with Follow / Following (FollowButton: through the entity store, the §8 unfollow
 * message, the login prompt for a logged-out visitor).
 */
import { type Topic, useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { Link } from '@tessera/ui';
import styled from 'styled-components';
import { FollowButton } from '../../shared/FollowButton.tsx';
import { Notice } from '../../shared/Notice.ts';
import { ShowMore, usePagedList } from '../../shared/PagedList.tsx';
import { TOPICS_TEXT, type TopicsData } from './topicsData.ts';

export const TopicsWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  box-sizing: border-box;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    text-align: center;
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0;
    text-align: center;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

/** Rows of named things with a follow button each (the topics here; Tune your home feed's lists). */
export const FollowRows = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.surface};
    min-width: 0;
  }
  li > :first-child {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A topic's row: its name (a link to its page) and Follow / Following. */
export function TopicRow({ topic }: { topic: Topic }) {
  return (
    <li>
      <span>
        <Link href={buildPath('topic', { urlName: topic.url_name })}>{topic.name}</Link>
      </span>
      <FollowButton
        kind="topic"
        id={topic.id}
        name={topic.name}
        initiallyFollowing={topic.followed_by_me}
        size="sm"
      />
    </li>
  );
}

export function TopicsPage({ data }: { data: TopicsData }) {
  const api = useApi();
  const topics = usePagedList(data.topics, (bookmark) => api.getTopics({}, bookmark));
  return (
    <TopicsWrapper>
      <h1>{TOPICS_TEXT.heading}</h1>
      <p>{TOPICS_TEXT.intro}</p>
      {topics.items.length === 0 ? (
        <Notice>{TOPICS_TEXT.empty}</Notice>
      ) : (
        <FollowRows aria-label={TOPICS_TEXT.heading}>
          {topics.items.map((topic) => (
            <TopicRow key={topic.id} topic={topic} />
          ))}
        </FollowRows>
      )}
      <ShowMore list={topics} />
    </TopicsWrapper>
  );
}
