import { ResourceRequestError } from '@tessera/api';
import type { Pin } from '@tessera/model';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { STORYBOARD_TEXT, STUDIO_TEXT } from './studioText.ts';

const image = { url: '/media/236x/aa/bb/cc/aabbcc.jpg', width: 236, height: 354 };
const video: Pin = {
  id: '21',
  title: 'Pasta in one pan',
  images: { '236x': image },
  pinner: { id: '7', username: 'mira', fullName: 'Mira' },
  savedInfo: { localPinId: '121' },
  videos: { videoList: { V_720P: { url: '/media/video/a.mp4', duration: 83_000 } } },
  reactionCountsData: [
    { reactionType: 1, reactionCount: 4 },
    { reactionType: 5, reactionCount: 3 },
  ],
};
const page = (text: string, signature: string) => ({
  blocks: [
    { type: 'image', images: { '236x': { ...image, url: `/media/236x/${signature}.jpg` } } },
    { type: 'text', text },
  ],
});
const story: Pin = {
  id: '22',
  title: 'Bread, step by step',
  images: { '236x': image },
  pinner: { id: DEMO_VIEWER.id, username: 'demo', fullName: 'Demo Viewer' },
  storyPinData: {
    pages: [
      page('Mix', 's1'),
      page('Knead', 's2'),
      { blocks: [{ type: 'image', images: { '236x': image } }] },
    ],
    pageCount: 3,
    totalVideoDuration: 0,
  },
};
const plain: Pin = {
  id: '23',
  title: 'Just a photo',
  images: { '236x': image },
  savedInfo: { localPinId: '1' },
};

function studioApi(pins: Pin[] = [video, story, plain]) {
  return {
    ...fakeApi(),
    getUserPins: vi.fn(async () => ({
      items: pins.filter((p) => !p.savedInfo),
      bookmark: null as string | null,
    })),
    getUserSavedPins: vi.fn(async () => ({
      items: pins.filter((p) => p.savedInfo),
      bookmark: null as string | null,
    })),
  };
}

beforeAll(() => stubBrowserForSite());

describe('/tv/studio (issue 14)', () => {
  it('lists the viewer’s video pins and story pins with their stats, links to each and to the storyboard', async () => {
    const api = studioApi();
    renderSite('/tv/studio/', api);
    const videos = await screen.findByRole('list', { name: `${STUDIO_TEXT.videos} (1)` });
    const videoItem = within(videos).getByRole('listitem');
    expect(within(videoItem).getByRole('link', { name: 'Pasta in one pan' })).toHaveAttribute(
      'href',
      '/pin/21/',
    );
    expect(videoItem).toHaveTextContent(`${STUDIO_TEXT.length}1:23`);
    expect(videoItem).toHaveTextContent(`${STUDIO_TEXT.reactions}7 reactions`);
    expect(videoItem).toHaveTextContent(STUDIO_TEXT.saved);

    const stories = screen.getByRole('list', { name: `${STUDIO_TEXT.stories} (1)` });
    const storyItem = within(stories).getByRole('listitem');
    expect(within(storyItem).getByRole('link', { name: 'Bread, step by step' })).toHaveAttribute(
      'href',
      '/pin/22/',
    );
    expect(storyItem).toHaveTextContent(`${STUDIO_TEXT.pages}3`);
    expect(storyItem).toHaveTextContent(STUDIO_TEXT.yours);
    expect(within(storyItem).getByRole('link', { name: STUDIO_TEXT.storyboard })).toHaveAttribute(
      'href',
      '/_/storyboard/?pin=22',
    );
    expect(screen.queryByText('Just a photo')).toBeNull();
    expect(screen.getByRole('link', { name: STUDIO_TEXT.createStory })).toHaveAttribute(
      'href',
      '/story-pin-builder/',
    );
    expect(document.title).toMatch(new RegExp(`^${STUDIO_TEXT.heading} \\|`));
  });

  it('says so when there are no video or story pins', async () => {
    renderSite('/tv/studio/', studioApi([plain]));
    expect(await screen.findByText(STUDIO_TEXT.noVideos)).toBeInTheDocument();
    expect(screen.getByText(STUDIO_TEXT.noStories)).toBeInTheDocument();
  });

  it('logged out: the log-in page', async () => {
    const api = studioApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/tv/studio/', api);
    expect(await screen.findByText(STUDIO_TEXT.loggedOut)).toBeInTheDocument();
    expect(api.getUserPins).not.toHaveBeenCalled();
  });
});

describe('/_/storyboard (issue 14)', () => {
  it('shows the story pin’s pages in order, each with its image and text', async () => {
    const api = studioApi();
    api.getPin.mockResolvedValue(story);
    renderSite('/_/storyboard/?pin=22', api);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `${STORYBOARD_TEXT.heading}: Bread, step by step`,
      }),
    ).toBeInTheDocument();
    expect(api.getPin).toHaveBeenCalledWith({ id: '22' });
    const pages = screen.getAllByRole('listitem');
    // The pages are an ordered list: their order is the story's.
    expect(pages[0]?.parentElement?.tagName).toBe('OL');
    expect(pages.map((p) => within(p).getByRole('heading', { level: 2 }).textContent)).toEqual([
      STORYBOARD_TEXT.page(1, 3),
      STORYBOARD_TEXT.page(2, 3),
      STORYBOARD_TEXT.page(3, 3),
    ]);
    expect(within(pages[0] as HTMLElement).getByRole('img', { name: 'Mix' })).toHaveAttribute(
      'src',
      '/media/236x/s1.jpg',
    );
    expect(within(pages[1] as HTMLElement).getByText('Knead')).toBeInTheDocument();
    expect(within(pages[2] as HTMLElement).getByText(STORYBOARD_TEXT.noText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STORYBOARD_TEXT.openPin })).toHaveAttribute('href', '/pin/22/');
    expect(screen.getByRole('link', { name: STORYBOARD_TEXT.studio })).toHaveAttribute('href', '/tv/studio/');
  });

  it('a pin that is no story says so; no ?pin points to the studio; an unknown pin is not found', async () => {
    const api = studioApi();
    api.getPin.mockResolvedValue(plain);
    const first = renderSite('/_/storyboard/?pin=23', api);
    expect(await screen.findByText(STORYBOARD_TEXT.notStory)).toBeInTheDocument();
    first.unmount();

    const second = renderSite('/_/storyboard/', studioApi());
    expect(await screen.findByText(STORYBOARD_TEXT.choose)).toBeInTheDocument();
    second.unmount();

    renderSite('/_/storyboard/?pin=999', studioApi());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
