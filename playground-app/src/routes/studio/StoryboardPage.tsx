/**
 * §2 /_/storyboard (ours, see the route table): the storyboard of one story pin (?pin=id) — its
 * pages (§3 storyPinData pages and blocks) in order, each with its images, video length and text —
 * with links to the pin's closeup and back to the studio.
 */
import { buildPath, gridTitle, type Pin, type StoryPinData } from '@tessera/model';
import { ButtonLink, durationText, Heading, Text } from '@tessera/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { untitledName } from '../pin/closeup/Closeup.tsx';
import { CardList, cardFrame, StudioActions, StudioMain } from './layout.tsx';
import { STORYBOARD_TEXT } from './studioText.ts';

const Pages = styled(CardList)`
  margin: ${({ theme }) => theme.space[4]}px 0 0;
`;

const PageItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  ${cardFrame}
  img {
    width: 100%;
    aspect-ratio: 2 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type Page = NonNullable<StoryPinData['pages']>[number];

function StoryPage({ page, n, count, title }: { page: Page; n: number; count: number; title: string }) {
  const text = page.blocks.find((block) => block.text)?.text;
  const label = STORYBOARD_TEXT.page(n, count);
  const block = (item: Page['blocks'][number]) => {
    const image = item.images?.['236x'] ?? item.images?.['474x'];
    // An image says what it shows with the page's text when there is some; else the pin and page.
    if (image) return <img src={image.url} alt={text ?? `${title}, ${label}`} loading="lazy" />;
    if (item.video) {
      const length = item.video.videoList?.V_720P?.duration;
      return (
        <Text size="sm" color="subtle">
          {STORYBOARD_TEXT.video(length === undefined ? '' : durationText(length))}
        </Text>
      );
    }
    return item.text ? <p>{item.text}</p> : null;
  };
  return (
    <PageItem>
      <Heading level={2} size="sm">
        {label}
      </Heading>
      {page.blocks.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks have no ids; their place is what they are.
        <Fragment key={index}>{block(item)}</Fragment>
      ))}
      {text ? null : (
        <Text size="sm" color="subtle">
          {STORYBOARD_TEXT.noText}
        </Text>
      )}
    </PageItem>
  );
}

export function StoryboardPage({ pin }: { pin: Pin }) {
  const story = pin.storyPinData;
  const title = gridTitle(pin) || story?.metadata?.pinTitle || untitledName(pin);
  const pages = story?.pages ?? [];
  const problem = !story ? STORYBOARD_TEXT.notStory : story.isDeleted ? STORYBOARD_TEXT.deleted : null;
  return (
    <StudioMain aria-labelledby="storyboard-heading">
      <h1 id="storyboard-heading">{`${STORYBOARD_TEXT.heading}: ${title}`}</h1>
      <StudioActions>
        <ButtonLink href={buildPath('pin', { id: pin.id })}>{STORYBOARD_TEXT.openPin}</ButtonLink>
        <ButtonLink href={buildPath('tvStudio', {})} variant="secondary">
          {STORYBOARD_TEXT.studio}
        </ButtonLink>
      </StudioActions>
      {problem ? (
        <p>{problem}</p>
      ) : (
        <Pages as="ol" $min={200}>
          {pages.map((page, index) => (
            <StoryPage
              // biome-ignore lint/suspicious/noArrayIndexKey: story pages have no ids; their place is what they are.
              key={index}
              page={page}
              n={index + 1}
              count={pages.length}
              title={title}
            />
          ))}
        </Pages>
      )}
    </StudioMain>
  );
}

/** /_/storyboard/ with no ?pin: where to find one. */
export function NoStoryPin() {
  return (
    <StudioMain aria-labelledby="storyboard-heading">
      <h1 id="storyboard-heading">{STORYBOARD_TEXT.heading}</h1>
      <p>{STORYBOARD_TEXT.choose}</p>
      <StudioActions>
        <ButtonLink href={buildPath('tvStudio', {})}>{STORYBOARD_TEXT.studio}</ButtonLink>
      </StudioActions>
    </StudioMain>
  );
}
