import { aiCopy, DEFAULT_MAX_RATING, domainText, type Pin, type Pinner, personName } from '@tessera/model';
import { Avatar, type LineClamp, Link, Price, StarRating, Text } from '@tessera/ui';
import type { ReactNode } from 'react';
import { type CardLayout, type MetaKind, offerOf } from '../cardLayout.ts';
import { Footer as FooterBox, MetaEnd, MetaLine, PinnerName, PinnerRow, TitleRow } from './PinCard.styles.ts';
import { VerifiedMerchant } from './VerifiedMerchant.tsx';

export interface FooterProps {
  pin: Pin;
  layout: CardLayout;
  /** Id of the title (or, without one, of the pinner's name): what names the card. */
  titleId: string | undefined;
  /** Which element carries titleId. */
  labelledBy: 'title' | 'pinner' | 'image';
  /** More information ("See more"), at the end of the meta line. */
  seeMore?: ReactNode;
}

/**
 * The card's own words for a recipe's rating: the spec shows the stars (§5, §9) but no text; ours.
 */
export const CARD_TEXT = {
  rating: (value: number, max: number) => `Rated ${value} out of ${max}`,
  reviews: (count: number) => `(${count})`,
} as const;

/**
 * The card's words for its reactions count (§2/§5 reactions; the spec shows no text and the model's
 * messages have none): ours, defined once here.
 */
export const REACTIONS_TEXT = {
  count: (total: number) => (total === 1 ? '1 reaction' : `${total.toLocaleString('en-US')} reactions`),
} as const;

/**
 * The visible text (and so the accessible name) of the creator analytics link (§5); the spec shows
 * the link without its words and the model's messages have none: ours, defined once here.
 */
export const CREATOR_ANALYTICS_TEXT = 'Analytics';

/** The pinner's display name: full name, else username (the model's personName). */
export function pinnerName(pinner: Pinner | undefined): string {
  return personName(pinner);
}

/**
 * The card footer (§2, §5, §9): the title clamped to its §9 lines; one meta line (the sponsored text
 * of §5's priority, else the price with the original struck through and Sold out / See price on
 * site, else the source domain cut to 27); then who the pin is from (promoter or creator, with the
 * verified-merchant badge), or the AI copy of an ad; at its end the reactions count and the creator
 * analytics link where §5 shows them. Exactly layout.footer.height high (§9).
 */
export function Footer({ pin, layout, titleId, labelledBy, seeMore }: FooterProps) {
  const { footer, title } = layout;
  const ai = aiCopy(pin);
  return (
    <FooterBox style={{ height: footer.height }} data-testid="pin-footer">
      {title || seeMore ? (
        <TitleRow>
          {title ? (
            <Text
              size="sm"
              weight="semibold"
              lineClamp={footer.titleLines as LineClamp}
              id={labelledBy === 'title' ? titleId : undefined}
              data-testid="pin-title"
            >
              {title}
            </Text>
          ) : (
            <span />
          )}
          {seeMore}
        </TitleRow>
      ) : null}
      <MetaLine>
        <MetaContent pin={pin} layout={layout} titleId={labelledBy === 'pinner' ? titleId : undefined} />
        {footer.reactions !== null ? (
          <MetaEnd data-testid="pin-reactions">{REACTIONS_TEXT.count(footer.reactions)}</MetaEnd>
        ) : null}
        {footer.analyticsHref ? (
          <MetaEnd>
            <Link href={footer.analyticsHref} color="subtle" underline="always" data-testid="pin-analytics">
              {CREATOR_ANALYTICS_TEXT}
            </Link>
          </MetaEnd>
        ) : null}
      </MetaLine>
      {ai && footer.aiLine ? (
        <MetaLine>
          <span className="meta-text" data-testid="pin-ai-copy">
            {ai}
          </span>
        </MetaLine>
      ) : null}
    </FooterBox>
  );
}

/**
 * The footer's line under the title (cardLayout decides it, the first that applies): the sponsored
 * text (§5 priority); the price; a recipe's stars; the AI copy of an ad (§8); an article's site
 * name; who the pin is from; the source domain cut to 27 (§5).
 */
export function metaKind(_pin: Pin, layout: CardLayout): MetaKind | null {
  return layout.footer.meta;
}

function MetaContent({
  pin,
  layout,
  titleId,
}: {
  pin: Pin;
  layout: CardLayout;
  titleId: string | undefined;
}) {
  const { sponsored, price, labels, attribution, rating } = layout.footer;
  const kind = metaKind(pin, layout);
  if (kind === 'rating' && rating) {
    return (
      <span className="meta-text" data-testid="pin-rating">
        <StarRating
          rating={rating.value}
          {...(rating.max ? { maxRating: rating.max } : {})}
          accessibilityLabel={CARD_TEXT.rating(rating.value, rating.max ?? DEFAULT_MAX_RATING)}
          {...(rating.reviews !== undefined ? { caption: CARD_TEXT.reviews(rating.reviews) } : {})}
        />
      </span>
    );
  }
  if (kind === 'sponsored') {
    return (
      <span className="meta-text" data-testid="pin-sponsored">
        {sponsored}
      </span>
    );
  }
  if (kind === 'price') {
    return (
      <span className="meta-text">
        {price ? (
          <span data-testid="pin-price">
            <Price offer={offerOf(pin) ?? {}} size="sm" />
          </span>
        ) : null}
        {labels.map((label) => (
          <span key={label} data-testid="pin-product-label">
            {label}
          </span>
        ))}
      </span>
    );
  }
  if (kind === 'ai') {
    return (
      <span className="meta-text" data-testid="pin-ai-copy">
        {aiCopy(pin)}
      </span>
    );
  }
  if (kind === 'article' && layout.article?.siteName) {
    return (
      <span className="meta-text" data-testid="pin-article-site">
        {layout.article.siteName}
      </span>
    );
  }
  const person = attribution?.person;
  if (kind === 'person' && person) {
    const name = personName(person);
    return (
      <PinnerRow className="meta-text">
        <Avatar name={name} size="sm" {...(person.imageSmallUrl ? { src: person.imageSmallUrl } : {})} />
        <PinnerName id={titleId}>{name}</PinnerName>
        {person.isVerifiedMerchant ? <VerifiedMerchant name={name} /> : null}
      </PinnerRow>
    );
  }
  if (kind === 'source' && pin.domain) {
    return (
      <span className="meta-text" data-testid="pin-source">
        {domainText(pin.domain)}
      </span>
    );
  }
  return <span className="meta-text" />;
}
