/**
 * §2 /tv/studio (ours, see the route table): the creator's studio — the viewer's video pins and
 * story pins (created or saved) with the stats the pins carry in the mock world: a video's length
 * (V_720P, else HLS), a story's pages and video time (storyPinData), reactions (reactionCountsData),
 * and whether the viewer created it. Each links to its closeup; a story pin to its storyboard; the
 * page to the story pin builder.
 */
import { buildPath, gridTitle, type Pin, storyPageCount } from '@tessera/model';
import { REACTIONS_TEXT } from '@tessera/pin-card';
import { ButtonLink, durationText, Heading, Link, Text } from '@tessera/ui';
import styled from 'styled-components';
import { untitledName } from '../pin/closeup/Closeup.tsx';
import { CardList, cardFrame, StudioActions, StudioMain } from './layout.tsx';
import type { StudioData } from './studioData.ts';
import { STORYBOARD_PIN_QUERY, STUDIO_TEXT } from './studioText.ts';

const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space[6]}px;
`;

const List = styled(CardList)`
  margin: ${({ theme }) => theme.space[3]}px 0 0;
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  ${cardFrame}
  img {
    width: 96px;
    height: 128px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    flex: none;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 ${({ theme }) => theme.space[2]}px;
    margin: ${({ theme }) => theme.space[2]}px 0;
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
  dt {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  dd {
    margin: 0;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

/** The storyboard of a story pin: /_/storyboard/?pin={id}. */
export function storyboardPath(pinId: string): string {
  return `${buildPath('storyboard', {})}?${new URLSearchParams({ [STORYBOARD_PIN_QUERY]: pinId })}`;
}

/** The length of a video pin in ms: V_720P (§3), else the HLS variant; undefined when unknown. */
function videoLength(pin: Pin): number | undefined {
  const list = pin.videos?.videoList;
  return list?.V_720P?.duration ?? list?.V_HLSV4?.duration;
}

function reactions(pin: Pin): number {
  return (pin.reactionCountsData ?? []).reduce((sum, item) => sum + item.reactionCount, 0);
}

function PinItem({ pin, viewerId, story }: { pin: Pin; viewerId: string; story: boolean }) {
  const title = gridTitle(pin) || pin.storyPinData?.metadata?.pinTitle || untitledName(pin);
  const image = pin.images['236x'] ?? pin.images['136x136'];
  const length = videoLength(pin);
  const videoTime = pin.storyPinData?.totalVideoDuration ?? 0;
  const total = reactions(pin);
  return (
    <Item>
      {image ? <img src={image.url} alt="" loading="lazy" /> : null}
      <div>
        <Link href={buildPath('pin', { id: pin.id })}>{title}</Link>
        <dl>
          {!story && length !== undefined ? (
            <>
              <dt>{STUDIO_TEXT.length}</dt>
              <dd>{durationText(length)}</dd>
            </>
          ) : null}
          {story ? (
            <>
              <dt>{STUDIO_TEXT.pages}</dt>
              <dd>{storyPageCount(pin.storyPinData)}</dd>
            </>
          ) : null}
          {story && videoTime > 0 ? (
            <>
              <dt>{STUDIO_TEXT.videoTime}</dt>
              <dd>{durationText(videoTime)}</dd>
            </>
          ) : null}
          <dt>{STUDIO_TEXT.reactions}</dt>
          <dd>{REACTIONS_TEXT.count(total)}</dd>
        </dl>
        <Text size="sm" color="subtle">
          {pin.pinner?.id === viewerId ? STUDIO_TEXT.yours : STUDIO_TEXT.saved}
        </Text>
        {story ? (
          <Text size="sm">
            <Link href={storyboardPath(pin.id)}>{STUDIO_TEXT.storyboard}</Link>
          </Text>
        ) : null}
      </div>
    </Item>
  );
}

function PinSection({
  id,
  heading,
  pins,
  empty,
  viewerId,
  story,
}: {
  id: string;
  heading: string;
  pins: readonly Pin[];
  empty: string;
  viewerId: string;
  story: boolean;
}) {
  return (
    <Section aria-labelledby={id}>
      <Heading level={2} size="md" id={id}>
        {`${heading} (${pins.length})`}
      </Heading>
      {pins.length === 0 ? (
        <Text color="subtle">{empty}</Text>
      ) : (
        <List $min={280} aria-labelledby={id}>
          {pins.map((pin) => (
            <PinItem key={pin.id} pin={pin} viewerId={viewerId} story={story} />
          ))}
        </List>
      )}
    </Section>
  );
}

export function StudioPage({ data }: { data: StudioData }) {
  return (
    <StudioMain aria-labelledby="studio-heading">
      <h1 id="studio-heading">{STUDIO_TEXT.heading}</h1>
      <p>{STUDIO_TEXT.intro}</p>
      <StudioActions>
        <ButtonLink href={buildPath('storyPinBuilder', {})}>{STUDIO_TEXT.createStory}</ButtonLink>
      </StudioActions>
      <PinSection
        id="studio-videos"
        heading={STUDIO_TEXT.videos}
        pins={data.videos}
        empty={STUDIO_TEXT.noVideos}
        viewerId={data.viewer.id}
        story={false}
      />
      <PinSection
        id="studio-stories"
        heading={STUDIO_TEXT.stories}
        pins={data.stories}
        empty={STUDIO_TEXT.noStories}
        viewerId={data.viewer.id}
        story={true}
      />
    </StudioMain>
  );
}
