/**
 * The closeup's media (§2 "the pin large"): the card's PinMedia at the closeup's width (image,
 * video through the ui VideoPlayer, carousel through the ui Carousel, with their badges), and for a
 * story pin its pages with paging.
 */
import { imagePath, type Pin, type StoryPinData } from '@tessera/model';
import { cardLayout, type PinCardViewer, PinMedia, pinAltText } from '@tessera/pin-card';
import { Button, Text } from '@tessera/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { Session } from '../../../app/session.ts';

const Frame = styled.div<{ $width: number }>`
  position: relative;
  inline-size: ${({ $width }) => $width}px;
  max-inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  img,
  video {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-block: ${({ theme }) => theme.space[2]}px;
`;

const Page = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

type StoryPage = NonNullable<StoryPinData['pages']>[number];

function blockImage(block: StoryPage['blocks'][number]): string | null {
  const sized = block.images?.['564x'] ?? block.images?.['736x'] ?? block.images?.['474x'];
  if (sized) return sized.url;
  return block.imageSignature ? imagePath(block.imageSignature, '564x') : null;
}

/** A story pin's pages (§3 storyPinData.pages), one at a time with Previous and Next. */
function StoryPages({ pin, pages, width }: { pin: Pin; pages: StoryPage[]; width: number }) {
  const [index, setIndex] = useState(0);
  const page = pages[index];
  const total = pages.length;
  return (
    <section aria-label="Story pages">
      <Frame $width={width}>
        <Page aria-live="polite">
          {page?.blocks.map((block, i) => {
            const src = blockImage(block);
            const key = `${index}-${i}`;
            if (src)
              return (
                <img key={key} src={src} alt={block.text ?? pinAltText(pin, pin.title ?? '')} width={width} />
              );
            return block.text ? <Text key={key}>{block.text}</Text> : null;
          })}
        </Page>
      </Frame>
      <Pager>
        <Button variant="secondary" size="sm" disabled={index === 0} onPress={() => setIndex(index - 1)}>
          Previous page
        </Button>
        <Text size="sm">{`Page ${index + 1} of ${total}`}</Text>
        <Button
          variant="secondary"
          size="sm"
          disabled={index >= pages.length - 1}
          onPress={() => setIndex(index + 1)}
        >
          Next page
        </Button>
      </Pager>
    </section>
  );
}

export function CloseupMedia({ pin, width, session }: { pin: Pin; width: number; session: Session }) {
  const pages = pin.storyPinData?.pages ?? [];
  if (pages.length > 1) return <StoryPages pin={pin} pages={pages} width={width} />;
  const viewer: PinCardViewer | undefined = session.viewer ? { id: session.viewer.id } : undefined;
  const layout = cardLayout(pin, {
    columnWidth: width,
    visitor: session.visitor,
    ...(viewer ? { viewer } : {}),
  });
  return (
    <Frame $width={width} style={{ backgroundColor: pin.dominantColor ?? undefined }}>
      <PinMedia
        pin={pin}
        layout={layout}
        columnWidth={width}
        devicePixelRatio={typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1}
        loading="eager"
        excludeOriginal={session.visitor === 'bot'}
      />
    </Frame>
  );
}
