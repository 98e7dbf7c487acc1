import { FOOTER_HEIGHT_SIGNED_IN, type Pin } from '@tessera/model';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardLayout } from '../cardLayout.ts';
import { getPinCardHeight } from '../getPinCardHeight.ts';
import { CREATOR_ANALYTICS_TEXT, REACTIONS_TEXT } from './Footer.tsx';
import { PinCard, type PinCardProps } from './PinCard.tsx';

const pin: Pin = {
  id: 'p1',
  gridTitle: 'Lemon tart',
  link: 'https://www.example-bakery.com/recipes/lemon-tart',
  domain: 'www.example-bakery.com',
  pinner: { id: 'u1', username: 'ana', fullName: 'Ana Lima' },
  images: { '236x': { url: '/236.jpg', width: 236, height: 354 } },
  reactionCountsData: [
    { reactionType: 1, reactionCount: 1200 },
    { reactionType: 5, reactionCount: 34 },
  ],
};

function renderCard(props: Partial<PinCardProps> = {}) {
  return render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <PinCard pin={pin} devicePixelRatio={1} imageLoading="eager" {...props} />
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
}

describe('Footer reactions (§5)', () => {
  it('shows the total of every reaction type at the end of the meta line', () => {
    expect(REACTIONS_TEXT.count(1)).toBe('1 reaction');
    expect(REACTIONS_TEXT.count(1234)).toBe('1,234 reactions');
    renderCard();
    expect(screen.getByTestId('pin-reactions')).toHaveTextContent('1,234 reactions');
    expect(screen.getByTestId('pin-footer').style.height).toBe(`${FOOTER_HEIGHT_SIGNED_IN}px`);
  });

  it.each<[string, Partial<PinCardProps>]>([
    ['a promoted pin', { pin: { ...pin, isPromoted: true, promoter: { id: 'b', fullName: 'Brand' } } }],
    ['the reaction-removal experiment', { viewer: { reactionRemovalExperiment: true } }],
    [
      'a story pin on a surface that hides them for stories',
      { pin: { ...pin, storyPinData: { pageCount: 3 } }, surface: { hidesReactionsOnStoryOrVideo: true } },
    ],
  ])('hidden for %s', (_name, props) => {
    renderCard(props);
    expect(screen.queryByTestId('pin-reactions')).toBeNull();
  });

  it('an image-only grid viewer gets none (the layout says so even where a footer is forced on)', () => {
    const groupBoardPin: Pin = { ...pin, board: { id: 'b1', name: 'Team', isCollaborative: true } };
    expect(cardLayout(groupBoardPin, { columnWidth: 236 }).footer.reactions).toBe(1234);
    expect(
      cardLayout(groupBoardPin, { columnWidth: 236, viewer: { eligibleForImageOnlyGrid: true } }).footer
        .reactions,
    ).toBeNull();
  });

  it('the story/video surface rule leaves image pins alone; no reactions shows nothing', () => {
    const { unmount } = renderCard({ surface: { hidesReactionsOnStoryOrVideo: true } });
    expect(screen.getByTestId('pin-reactions')).toBeInTheDocument();
    unmount();
    renderCard({ pin: { ...pin, reactionCountsData: [{ reactionType: 1, reactionCount: 0 }] } });
    expect(screen.queryByTestId('pin-reactions')).toBeNull();
  });

  it('logged out: reactions alone take a footer line, so the height counts it', () => {
    const bare: Pin = { ...pin, gridTitle: '', domain: undefined, pinner: undefined };
    const withReactions = getPinCardHeight(bare, 236, { visitor: 'unauthenticated' });
    const without = getPinCardHeight({ ...bare, reactionCountsData: [] }, 236, {
      visitor: 'unauthenticated',
    });
    expect(withReactions).toBeGreaterThan(without);
  });
});

describe('Footer creator analytics link (§5)', () => {
  const own: Pin = {
    ...pin,
    reactionCountsData: [],
    board: { id: 'b1', name: 'Tarts', privacy: 'public' },
  };
  const analytics = { href: '/u1/_analytics/p1/' };

  it('a partner on their own public non-repin pin: a link named by its visible text', () => {
    expect(CREATOR_ANALYTICS_TEXT).toBe('Analytics');
    renderCard({ pin: own, viewer: { id: 'u1' }, creatorAnalytics: { ...analytics, isPartner: true } });
    const link = screen.getByRole('link', { name: CREATOR_ANALYTICS_TEXT });
    expect(link).toHaveAttribute('href', analytics.href);
    expect(link).toHaveTextContent(CREATOR_ANALYTICS_TEXT);
  });

  it.each<[string, Partial<PinCardProps>]>([
    ['no viewer id (not signed in)', { creatorAnalytics: { ...analytics, hasRealtimeStats30d: true } }],
    [
      'a logged-out visitor',
      {
        visitor: 'unauthenticated',
        viewer: { id: 'u1' },
        creatorAnalytics: { ...analytics, hasRealtimeStats30d: true },
      },
    ],
    ["someone else's pin", { viewer: { id: 'u2' }, creatorAnalytics: { ...analytics, isPartner: true } }],
    [
      'a repin',
      {
        pin: { ...own, isRepin: true },
        viewer: { id: 'u1' },
        creatorAnalytics: { ...analytics, isPartner: true },
      },
    ],
    ['no analytics wiring', { viewer: { id: 'u1' } }],
  ])('no link for %s', (_name, props) => {
    renderCard({ pin: own, ...props });
    expect(screen.queryByTestId('pin-analytics')).toBeNull();
  });

  it('30-day realtime stats or the story-pin experiment show it on any pin', () => {
    const { unmount } = renderCard({
      viewer: { id: 'u2' },
      creatorAnalytics: { ...analytics, hasRealtimeStats30d: true },
    });
    expect(screen.getByRole('link', { name: CREATOR_ANALYTICS_TEXT })).toBeInTheDocument();
    unmount();
    renderCard({ viewer: { id: 'u2' }, creatorAnalytics: { ...analytics, storyPinExperiment: true } });
    expect(screen.getByRole('link', { name: CREATOR_ANALYTICS_TEXT })).toBeInTheDocument();
  });
});

describe('Article pins (§3 richMetadata.article)', () => {
  const article: Pin = {
    ...pin,
    gridTitle: '',
    reactionCountsData: [],
    richMetadata: {
      title: '  Ten tarts for the weekend  ',
      siteName: 'The Bakery Journal',
      article: { name: 'Ten tarts for the weekend' },
    },
  };

  it('an image pin with an article: the article title and its site name in the footer', () => {
    renderCard({ pin: article });
    const card = screen.getByTestId('pin-card');
    expect(card).toHaveAttribute('data-pin-type', 'image');
    expect(card).toHaveAttribute('data-article', 'true');
    expect(screen.getByTestId('pin-title').textContent).toBe('Ten tarts for the weekend');
    expect(screen.getByTestId('pin-article-site')).toHaveTextContent('The Bakery Journal');
  });

  it('a grid title wins over the article title; no site name falls back to the domain cut to 27', () => {
    const layout = cardLayout(
      { ...article, gridTitle: 'Tarts', richMetadata: { article: {} } },
      { columnWidth: 236 },
    );
    expect(layout.title).toBe('Tarts');
    expect(layout.article).toEqual({ siteName: 'www.example-bakery.com' });
  });

  it('promoted: no site name (§5 source text hidden); other pin types are not articles', () => {
    expect(cardLayout({ ...article, isPromoted: true }, { columnWidth: 236 }).article).toEqual({
      siteName: null,
    });
    const recipe = cardLayout(
      { ...article, richMetadata: { ...article.richMetadata, recipe: {} } },
      { columnWidth: 236 },
    );
    expect(recipe.type).toBe('recipe');
    expect(recipe.article).toBeNull();
  });

  it('logged out: the site name takes a counted footer line', () => {
    const bare: Pin = { ...article, pinner: undefined, domain: undefined };
    const withSite = getPinCardHeight(bare, 236, { visitor: 'unauthenticated' });
    const noSite = getPinCardHeight({ ...bare, richMetadata: { ...bare.richMetadata, siteName: '' } }, 236, {
      visitor: 'unauthenticated',
    });
    expect(withSite).toBeGreaterThan(noSite);
  });
});

describe('Story pins (§2 pages, length badge)', () => {
  const page = (url: string, height: number) => ({
    blocks: [
      { type: 'text', text: 'Step' },
      { type: 'image', images: { '236x': { url, width: 236, height } } },
    ],
  });
  const story: Pin = {
    ...pin,
    reactionCountsData: [],
    storyPinData: { pages: [page('/page-1.jpg', 236), page('/page-2.jpg', 500), page('/page-3.jpg', 400)] },
  };

  it('shows the first page (its image and height) and the page count', () => {
    renderCard({ pin: story });
    expect(screen.getByTestId('pin-card')).toHaveAttribute('data-pin-type', 'storyPin');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/page-1.jpg');
    expect(screen.getByTestId('badge-length')).toHaveTextContent('3');
    expect(cardLayout(story, { columnWidth: 236 }).media.height).toBe(236);
  });

  it("a first page without an image shows the pin's own image", () => {
    const textOnly: Pin = { ...story, storyPinData: { pages: [{ blocks: [{ type: 'text' }] }] } };
    renderCard({ pin: textOnly });
    expect(screen.getByRole('img')).toHaveAttribute('src', '/236.jpg');
    expect(screen.queryByTestId('badge-length')).toBeNull();
  });
});

describe('the footer lines are decided once, in cardLayout', () => {
  // A promoted recipe pin with a rating and the AI copy (§8) but no promoter named.
  const recipe: Pin = {
    ...pin,
    isPromoted: true,
    digitalMediaSourceType: 11,
    pinner: undefined,
    reactionCountsData: [],
    richMetadata: { recipe: {}, aggregateRating: { ratingValue: 4.5, bestRating: 5, reviewCount: 12 } },
  } as Pin;

  it('a rating and the AI copy are two lines, counted as two in the logged-out height', () => {
    const layout = cardLayout(recipe, { columnWidth: 236, visitor: 'unauthenticated' });
    expect(layout.footer.meta).toBe('rating');
    expect(layout.footer.aiLine).toBe(true);
    const oneLineLess = cardLayout(
      { ...recipe, digitalMediaSourceType: 0 },
      {
        columnWidth: 236,
        visitor: 'unauthenticated',
      },
    );
    expect(layout.footer.height - oneLineLess.footer.height).toBe(20);
    renderCard({ pin: recipe, visitor: 'unauthenticated' });
    expect(screen.getByTestId('pin-rating')).toBeInTheDocument();
    expect(screen.getByTestId('pin-ai-copy')).toBeInTheDocument();
  });

  it('a bot is logged out as the layout sees it: the logged-out height, no options menu', () => {
    const asBot = cardLayout(pin, { columnWidth: 236, visitor: 'bot' });
    const loggedOut = cardLayout(pin, { columnWidth: 236, visitor: 'unauthenticated' });
    expect(asBot.footer.height).toBe(loggedOut.footer.height);
    renderCard({ visitor: 'bot', onHide: async () => undefined });
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
  });
});
