import { createEntityStore, EntityStoreProvider } from '@tessera/api';
import {
  ATTRIBUTION_HEIGHT,
  buildPath,
  FOOTER_HEIGHT_SIGNED_IN,
  FOOTER_LINE_HEIGHT,
  labels,
  messages,
  type Pin,
  TITLE_LINES_GRID,
} from '@tessera/model';
import { SQUARE_PIN_IMAGE_HEIGHT, UNAVAILABLE_PIN_HEIGHT } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPinCardHeight, SHARED_HEADER_HEIGHT } from '../getPinCardHeight.ts';
import { PinCard, type PinCardProps } from './PinCard.tsx';
import { GIF_BADGE_TEXT } from './PinMedia.tsx';

const pin: Pin = {
  id: 'p1',
  gridTitle: 'Lemon tart',
  link: 'https://www.example-bakery.com/recipes/lemon-tart',
  domain: 'www.example-bakery.com',
  pinner: { id: 'u1', username: 'ana', fullName: 'Ana Lima' },
  images: {
    '236x': { url: '/236.jpg', width: 236, height: 354 },
    '474x': { url: '/474.jpg', width: 474, height: 711 },
    orig: { url: '/orig.jpg', width: 1000, height: 1500 },
  },
};

function renderCard(props: Partial<PinCardProps> = {}) {
  const user = userEvent.setup();
  const utils = render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <EntityStoreProvider store={createEntityStore()}>
          <PinCard pin={pin} devicePixelRatio={1} imageLoading="eager" {...props} />
        </EntityStoreProvider>
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
  return { user, ...utils };
}

const mediaHeight = () => (screen.getByTestId('pin-card').children[0] as HTMLElement).style.height;

describe('PinCard visitors', () => {
  it('logged in: Open, Save, Send, the source domain cut to 12 and the options button', async () => {
    const onSend = vi.fn();
    const onOptions = vi.fn();
    const onClickthrough = vi.fn();
    const { user } = renderCard({ onSend, onOptions, onClickthrough });
    await user.hover(screen.getByTestId('pin-card'));
    expect(screen.getByRole('link', { name: labels.open })).toHaveAttribute(
      'href',
      buildPath('pin', { id: 'p1' }),
    );
    expect(screen.getByRole('button', { name: labels.save })).toBeInTheDocument();
    const domain = screen.getByRole('link', { name: 'www.example-…' });
    expect(domain).toHaveAttribute('href', pin.link);
    expect(domain).toHaveAttribute('target', '_blank');
    expect(domain).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: labels.send }));
    expect(onSend).toHaveBeenCalledWith({ pin });
    await user.click(screen.getByRole('button', { name: labels.moreOptions }));
    expect(onOptions).toHaveBeenCalledWith({ pin });
    domain.addEventListener('click', (event) => event.preventDefault());
    await user.click(domain);
    expect(onClickthrough).toHaveBeenCalledWith({ pin, url: pin.link });
  });

  it('logged out: Save opens the login prompt, the ellipsis the sign-up upsell, no Send', async () => {
    const onLoginPrompt = vi.fn();
    const onSignupUpsell = vi.fn();
    const onSave = vi.fn();
    const { user } = renderCard({
      visitor: 'unauthenticated',
      onLoginPrompt,
      onSignupUpsell,
      onSave,
      onSend: vi.fn(),
    });
    await user.hover(screen.getByTestId('pin-card'));
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(onLoginPrompt).toHaveBeenCalledWith({ pin, action: 'save' });
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: labels.moreOptions }));
    expect(onSignupUpsell).toHaveBeenCalledWith({ pin });
    expect(screen.queryByRole('button', { name: labels.send })).toBeNull();
    expect(screen.getByRole('link', { name: labels.open })).toBeInTheDocument();
  });

  it('bot: Open only, no original image, More information inline', async () => {
    renderCard({
      visitor: 'bot',
      columnWidth: 800,
      pin: { ...pin, descriptionHtml: 'Bright <b>lemon</b> curd' },
      onSend: vi.fn(),
      onOptions: vi.fn(),
    });
    expect(screen.getByRole('link', { name: labels.open })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: labels.save })).toBeNull();
    expect(screen.queryByRole('button', { name: labels.send })).toBeNull();
    expect(screen.queryByRole('button', { name: labels.seeMore })).toBeNull();
    expect(screen.getByRole('img')).not.toHaveAttribute('src', '/orig.jpg');
    const panel = screen.getByTestId('more-information');
    expect(within(panel).getByRole('heading', { name: labels.moreInformation })).toBeInTheDocument();
    // The description's HTML shows once DOMPurify has loaded (on first use).
    await waitFor(() => expect(panel.querySelector('b')).toHaveTextContent('lemon'));
  });
});

describe('PinCard More information', () => {
  it('See more opens the panel with the sanitised description and annotation tags', async () => {
    const { user } = renderCard({
      pin: {
        ...pin,
        descriptionHtml: 'Zesty <em>tart</em><img src=x onerror="alert(1)">',
        annotations: [{ name: 'Lemon', url: '/ideas/lemon/1/' }, { name: 'Tart' }],
      },
    });
    const button = screen.getByRole('button', { name: labels.seeMore });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('more-information');
    expect(panel.querySelector('img')).toBeNull();
    expect(panel.querySelector('em')).toHaveTextContent('tart');
    expect(within(panel).getByRole('link', { name: 'Lemon' })).toHaveAttribute('href', '/ideas/lemon/1/');
    await user.click(button);
    expect(screen.queryByTestId('more-information')).toBeNull();
  });
});

describe('PinCard footer', () => {
  it('signed in: the title and the source domain, footer 75 high (§9)', () => {
    renderCard({ pin: { ...pin, pinner: undefined } as Pin });
    expect(screen.getByTestId('pin-title')).toHaveTextContent('Lemon tart');
    expect(screen.getByTestId('pin-source')).toHaveTextContent('www.example-bakery.com');
    expect(screen.getByTestId('pin-footer').style.height).toBe(`${FOOTER_HEIGHT_SIGNED_IN}px`);
  });

  it('a product: price range with the original struck through and Sold out', () => {
    renderCard({
      pin: {
        ...pin,
        isOosProduct: true,
        shoppingFlags: [6],
        richMetadata: {
          products: [{ offerSummary: { minPrice: '$10', maxPrice: '$20', standardPrice: '$30' } }],
        },
      } as Pin,
    });
    expect(screen.getByTestId('pin-card')).toHaveAttribute('data-pin-type', 'product');
    expect(screen.getByTestId('pin-price')).toHaveTextContent('$10-$20');
    expect(screen.getByTestId('pin-price').querySelector('del')).toHaveTextContent('$30');
    expect(screen.getByTestId('pin-product-label')).toHaveTextContent(messages.soldOut);
    expect(screen.getByTestId('badge-price')).toHaveTextContent('$10-$20');
  });

  it('a promoted pin: Promoted by {promoter} and no source text', () => {
    renderCard({ pin: { ...pin, isPromoted: true, promoter: { id: 'a1', fullName: 'Acme' } } });
    expect(screen.getByTestId('pin-sponsored')).toHaveTextContent(messages.promotedBy('Acme'));
    expect(screen.queryByTestId('pin-source')).toBeNull();
  });

  it('logged out: attribution height 68 plus 20 per line (§9)', () => {
    renderCard({ visitor: 'unauthenticated' });
    expect(screen.getByTestId('pin-footer').style.height).toBe(
      `${ATTRIBUTION_HEIGHT + FOOTER_LINE_HEIGHT * (TITLE_LINES_GRID + 1)}px`,
    );
  });

  it('no footer on a selection surface, and no overlay either', () => {
    renderCard({ surface: { selectable: true } });
    expect(screen.queryByTestId('pin-footer')).toBeNull();
    expect(screen.queryByTestId('pin-overlay')).toBeNull();
  });
});

describe('PinCard media', () => {
  it('square: the image box is 136 high (§9)', () => {
    renderCard({ square: true });
    expect(mediaHeight()).toBe(`${SQUARE_PIN_IMAGE_HEIGHT}px`);
  });

  it('crop: only the minY..maxY band shows, the image moved up to its top (§5)', () => {
    renderCard({ pin: { ...pin, imageCrop: { minY: 0.25, maxY: 0.75 } } });
    expect(mediaHeight()).toBe('177px');
    expect(screen.getByRole('img').style.transform).toBe('translateY(-89px)');
  });

  it('a GIF shows its badge; a deleted story hides Save and the rest, keeping Open', () => {
    const { unmount } = renderCard({ pin: { ...pin, embed: { src: '/a.gif', type: 'gif' } } });
    expect(screen.getByTestId('badge-gif')).toHaveTextContent(GIF_BADGE_TEXT);
    unmount();
    renderCard({ pin: { ...pin, storyPinData: { isDeleted: true, pageCount: 3 } }, onSend: vi.fn() });
    expect(screen.queryByRole('button', { name: labels.save })).toBeNull();
    expect(screen.queryByRole('button', { name: labels.send })).toBeNull();
    expect(screen.getByRole('link', { name: labels.open })).toBeInTheDocument();
  });

  it('a video plays inline (the ui VideoPlayer with its length); a promoted video shows its poster and length', () => {
    const video: Pin = { ...pin, videos: { videoList: { V_720P: { url: '/v.mp4', duration: 75_000 } } } };
    const { unmount } = renderCard({ pin: video });
    expect(document.querySelector('video')).toHaveAttribute('src', '/v.mp4');
    expect(screen.getByText('1:15')).toBeInTheDocument();
    unmount();
    renderCard({ pin: { ...video, isPromoted: true } });
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByTestId('badge-length')).toHaveTextContent('1:15');
  });
});

describe('PinCard image', () => {
  it('is transparent until it loads, then fades in', async () => {
    renderCard();
    const img = screen.getByTestId('pin-card').querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('data-loaded', 'false');
    img.dispatchEvent(new Event('load'));
    await waitFor(() => expect(img).toHaveAttribute('data-loaded', 'true'));
    expect(getComputedStyle(img).transition).toContain('opacity');
  });

  it('an image the browser already has shows at once, without fading in again', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const natural = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(236);
    try {
      renderCard();
      const img = screen.getByTestId('pin-card').querySelector('img') as HTMLImageElement;
      expect(img).toHaveAttribute('data-loaded', 'true');
      expect(getComputedStyle(img).transition).toBe('none');
      expect(getComputedStyle(img).opacity).toBe('1');
    } finally {
      complete.mockRestore();
      natural.mockRestore();
    }
  });
});

describe('PinCard overlays', () => {
  it('Reported: the overlay replaces the hover actions', () => {
    renderCard({ feedback: { kind: 'reported' } });
    expect(screen.getByTestId('feedback-overlay')).toHaveTextContent(messages.reported);
    expect(screen.queryByRole('button', { name: labels.save })).toBeNull();
  });

  it('unavailable: the 314 placeholder instead of the card', () => {
    renderCard({ unavailable: { removedByCreator: true } });
    expect(screen.queryByTestId('pin-card')).toBeNull();
    expect(screen.getByTestId('unavailable-pin').style.height).toBe(`${UNAVAILABLE_PIN_HEIGHT}px`);
  });

  it('shared this idea: the header above the card, counted in the height', () => {
    renderCard({ sharedBy: { first_name: 'Bea' } });
    expect(screen.getByTestId('shared-header')).toHaveTextContent(messages.sharedThisIdea('Bea'));
    expect(getPinCardHeight(pin, 236, { sharedBy: { first_name: 'Bea' } })).toBe(
      SHARED_HEADER_HEIGHT + getPinCardHeight(pin, 236),
    );
  });
});

describe('PinCard render errors (§8)', () => {
  it('a card that fails to render is reported under the boundary PinCard and shows the fallback', () => {
    const onRenderError = vi.fn();
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCard({
      pin: { ...pin, images: null } as unknown as Pin,
      onRenderError,
      errorFallback: <p>Broken card</p>,
    });
    silence.mockRestore();
    expect(screen.getByText('Broken card')).toBeInTheDocument();
    expect(screen.queryByTestId('pin-card')).toBeNull();
    expect(onRenderError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'PinCard', type: 'secondary' }),
    );
  });
});
