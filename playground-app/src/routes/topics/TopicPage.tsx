/**
 * §2 /topics/{urlName}: a topic's name with Follow / Following (FollowButton: the entity store,
 * the §8 unfollow message, rolled back with a message on failure, the login prompt logged out), a
 * way back to all topics, and its pins (TopicFeedResource) in the shared grid. §2 names no topic
 * grid surface: ours is SearchItem, as a topic is the pins about a few words, like a search's.
 */
import { useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { Link } from '@tessera/ui';
import { useCallback } from 'react';
import { FollowButton } from '../../shared/FollowButton.tsx';
import { Notice } from '../../shared/Notice.ts';
import { PageHeader } from '../../shared/PageHeader.ts';
import { PinGrid } from '../../shared/PinGrid.tsx';
import { TOPICS_TEXT, type TopicData } from './topicsData.ts';

export const TOPIC_SURFACE = 'SearchItem' as const;

export function TopicPage({ data }: { data: TopicData }) {
  const api = useApi();
  const { topic } = data;
  const urlName = topic.url_name;
  const fetchPage = useCallback(
    (bookmark: string | null) => api.getTopicFeed({ url_name: urlName }, bookmark),
    [api, urlName],
  );
  return (
    <>
      <PageHeader>
        <h1>{topic.name}</h1>
        <FollowButton
          kind="topic"
          id={topic.id}
          name={topic.name}
          initiallyFollowing={topic.followed_by_me}
        />
        <Link href={buildPath('topics')}>{TOPICS_TEXT.allTopics}</Link>
      </PageHeader>
      <PinGrid
        surface={TOPIC_SURFACE}
        ariaLabel={TOPICS_TEXT.feed(topic.name)}
        feedKey={`topic:${topic.id}`}
        fetchPage={fetchPage}
        emptyState={<Notice>{TOPICS_TEXT.emptyFeed(topic.name)}</Notice>}
      />
    </>
  );
}
