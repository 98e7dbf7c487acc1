/**
 * The sub-page table of §2's business families (business-access, business-manager,
 * business-hierarchy): for each sub-page, what it reads and what it shows. Where the mock world has
 * the business's data it shows it (the §5/§6 analytics of own pins, the promoted pins, the products
 * and their stock, the boards, the followers); where the spec gives nothing, the page says what it
 * is for, plainly.
 */
import type { BusinessAccount, Page, PinStats } from '@tessera/api';
import { useApi } from '@tessera/api';
import { BUSINESS_STATS_DAYS, buildPath, messages, type Pin, type User } from '@tessera/model';
import { Link, SegmentedControl, useToaster } from '@tessera/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { BoardCards } from '../../shared/BoardCards.tsx';
import { CardGrid } from '../../shared/CardGrid.ts';
import { Notice } from '../../shared/Notice.ts';
import { ShowMore, usePagedList } from '../../shared/PagedList.tsx';
import { PeopleList } from '../../shared/PeopleList.tsx';
import { PinGrid } from '../../shared/PinGrid.tsx';
import { BusinessSection } from './BusinessLayout.tsx';
import {
  type BusinessExtra,
  type BusinessPlace,
  type BusinessRead,
  type BusinessSubPage,
  businessName,
  FIRST_ANALYTICS_DAYS,
  subPagePath,
} from './businessData.ts';
import { BUSINESS_TEXT } from './businessText.ts';

export interface SubPageProps {
  account: BusinessAccount;
  viewer: User;
  extra: BusinessExtra;
  place: BusinessPlace;
}

export interface SubPageEntry {
  /** What the sub-page reads besides the account. */
  read: BusinessRead;
  Page: (props: SubPageProps) => ReactNode;
}

// ---------------------------------------------------------------- analytics (§5/§6 partner rule)

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    color: ${({ theme }) => theme.color.textSubtle};
    padding-bottom: ${({ theme }) => theme.space[2]}px;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: end;
  }
  th:first-child,
  td:first-child {
    text-align: start;
    overflow-wrap: anywhere;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const pinTitle = (pin: Pin) => pin.title || pin.gridTitle || BUSINESS_TEXT.untitledPin;
const count = (n: number) => n.toLocaleString('en-US');

type StatsDays = (typeof BUSINESS_STATS_DAYS)[number];

function AnalyticsTable({ days, first }: { days: StatsDays; first: Page<PinStats> }) {
  const api = useApi();
  const list = usePagedList<PinStats>(first, (bookmark) => api.getBusinessPinStats({ days }, bookmark));
  const { columns } = BUSINESS_TEXT;
  if (list.items.length === 0) return <p>{BUSINESS_TEXT.analyticsEmpty}</p>;
  return (
    <>
      <Scroll>
        <Table>
          <caption>{BUSINESS_TEXT.analyticsCaption(days)}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.pin}</th>
              <th scope="col">{columns.impressions}</th>
              <th scope="col">{columns.closeups}</th>
              <th scope="col">{columns.saves}</th>
              <th scope="col">{columns.outboundClicks}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((row) => (
              <tr key={row.pin.id}>
                <th scope="row">
                  <Link href={buildPath('pin', { id: row.pin.id })}>{pinTitle(row.pin)}</Link>
                </th>
                <td>{count(row.impressions)}</td>
                <td>{count(row.closeups)}</td>
                <td>{count(row.saves)}</td>
                <td>{count(row.outbound_clicks)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <ShowMore list={list} />
    </>
  );
}

/** The period's choice: as wide as its three segments need, not the page's width. */
const Period = styled.div`
  max-inline-size: 480px;
`;

/** §5/§6 the analytics of own public/protected non-repin pins, over a window of the model's days. */
function Analytics({ first }: { first: BusinessExtra['stats'] }) {
  const api = useApi();
  const toaster = useToaster();
  const [shown, setShown] = useState({
    days: FIRST_ANALYTICS_DAYS as StatsDays,
    page: first ?? { items: [], bookmark: null },
  });
  const [loading, setLoading] = useState<StatsDays | null>(null);
  const choose = async (days: StatsDays) => {
    if (days === shown.days || loading !== null) return;
    setLoading(days);
    try {
      setShown({
        days,
        page: await api.getBusinessPinStats({ days }),
      });
    } catch {
      toaster.show({ text: BUSINESS_TEXT.analyticsFailed });
    } finally {
      setLoading(null);
    }
  };
  return (
    <BusinessSection aria-labelledby="business-analytics">
      <h2 id="business-analytics">{BUSINESS_TEXT.analyticsHeading}</h2>
      <p>{BUSINESS_TEXT.analyticsRule}</p>
      <Period>
        <SegmentedControl
          label={BUSINESS_TEXT.analyticsWindow}
          options={BUSINESS_STATS_DAYS.map((days) => ({
            value: String(days),
            label: BUSINESS_TEXT.analyticsDays(days),
          }))}
          // The window being loaded shows as chosen; a failure puts the shown one back.
          value={String(loading ?? shown.days)}
          onChange={(days) => void choose(Number(days) as StatsDays)}
        />
      </Period>
      <AnalyticsTable key={shown.days} days={shown.days} first={shown.page} />
    </BusinessSection>
  );
}

/** The pins the business promotes (§3 isPromoted, promoter), as people see them. */
function PromotedPins() {
  const api = useApi();
  return (
    <BusinessSection aria-labelledby="business-promoted">
      <h2 id="business-promoted">{BUSINESS_TEXT.promotedHeading}</h2>
      <PinGrid
        surface="UserProfilePinGrid"
        ariaLabel={BUSINESS_TEXT.promotedFeed}
        feedKey="business:promoted"
        fetchPage={(bookmark) => api.getBusinessPins({ list: 'promoted' }, bookmark)}
        emptyState={<Notice>{BUSINESS_TEXT.promotedEmpty}</Notice>}
      />
    </BusinessSection>
  );
}

// ---------------------------------------------------------------- products and their stock

const ProductImage = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
`;

/** §3 a product pin's stock: sold out (isOosProduct), stale (isStaleProduct), else in stock. */
export function stockOf(pin: Pin): string {
  if (pin.isOosProduct) return messages.soldOut;
  if (pin.isStaleProduct) return BUSINESS_TEXT.staleProduct;
  return BUSINESS_TEXT.inStock;
}

export function Products({ first }: { first: BusinessExtra['products'] }) {
  const api = useApi();
  const list = usePagedList<Pin>(first ?? { items: [], bookmark: null }, (bookmark) =>
    api.getBusinessPins({ list: 'products' }, bookmark),
  );
  return (
    <BusinessSection aria-labelledby="business-products">
      <h2 id="business-products">{BUSINESS_TEXT.productsHeading}</h2>
      {list.items.length === 0 ? (
        <p>{BUSINESS_TEXT.productsEmpty}</p>
      ) : (
        <CardGrid $min={180} aria-labelledby="business-products">
          {list.items.map((pin) => {
            const product = pin.richMetadata?.products?.[0];
            const price = product?.offerSummary?.price;
            const image = pin.images['236x'];
            return (
              <li key={pin.id}>
                {image ? <ProductImage src={image.url} alt="" loading="lazy" /> : null}
                <Link href={buildPath('pin', { id: pin.id })}>{product?.name ?? pinTitle(pin)}</Link>
                {price ? <span>{BUSINESS_TEXT.price(price)}</span> : null}
                <span>{stockOf(pin)}</span>
              </li>
            );
          })}
        </CardGrid>
      )}
      <ShowMore list={list} />
    </BusinessSection>
  );
}

// ---------------------------------------------------------------- the table

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.secondary};
  }
`;

const Intro = ({ children }: { children: ReactNode }) => (
  <BusinessSection>
    <p>{children}</p>
  </BusinessSection>
);

/** Every sub-page of §2, by its path segment (a test checks the table against the model's list). */
export const SUB_PAGES = {
  dashboard: {
    read: 'stats',
    Page: ({ account, viewer, extra }) => (
      <>
        <Intro>{BUSINESS_TEXT.dashboardIntro(businessName(account, viewer))}</Intro>
        <Analytics first={extra.stats} />
        <PromotedPins />
      </>
    ),
  },
  hierarchy: {
    read: 'none',
    Page: ({ account, viewer }) => (
      <Intro>{BUSINESS_TEXT.hierarchyIntro(businessName(account, viewer))}</Intro>
    ),
  },
  'asset-groups': {
    read: 'boards',
    Page: ({ extra }) => (
      <>
        <Intro>{BUSINESS_TEXT.assetGroupsIntro}</Intro>
        {extra.boards?.length ? (
          <BoardCards boards={extra.boards} label={BUSINESS_TEXT.assetGroupsIntro} />
        ) : (
          <Notice>{BUSINESS_TEXT.assetGroupsEmpty}</Notice>
        )}
      </>
    ),
  },
  catalogs: {
    read: 'products',
    Page: ({ account, viewer, extra }) => (
      <>
        <Intro>{BUSINESS_TEXT.catalogsIntro(businessName(account, viewer))}</Intro>
        <Products first={extra.products} />
      </>
    ),
  },
  'shared-tags': {
    read: 'products',
    Page: ({ extra }) => {
      const tags = [
        ...new Set((extra.products?.items ?? []).flatMap((pin) => (pin.category ? [pin.category] : []))),
      ];
      return (
        <>
          <Intro>{BUSINESS_TEXT.sharedTagsIntro}</Intro>
          {tags.length ? (
            <Tags aria-label={BUSINESS_TEXT.sharedTagsIntro}>
              {tags.map((tag) => (
                <li key={tag}>{tag.replace(/_/g, ' ')}</li>
              ))}
            </Tags>
          ) : (
            <Notice>{BUSINESS_TEXT.sharedTagsEmpty}</Notice>
          )}
        </>
      );
    },
  },
  'brand-safety': {
    read: 'none',
    Page: ({ account, viewer, place }) => (
      <BusinessSection>
        <p>{BUSINESS_TEXT.brandSafetyIntro(businessName(account, viewer))}</p>
        <p>
          <Link href={subPagePath(place.family, place.id, 'dashboard')}>{BUSINESS_TEXT.brandSafetyLink}</Link>
        </p>
      </BusinessSection>
    ),
  },
  business_security: {
    read: 'none',
    Page: ({ viewer }) => <Intro>{BUSINESS_TEXT.businessSecurityIntro(viewer.username)}</Intro>,
  },
  managers: {
    read: 'none',
    Page: ({ viewer }) => (
      <>
        <Intro>{BUSINESS_TEXT.managersIntro}</Intro>
        <PeopleList people={[viewer]} label={BUSINESS_TEXT.managersIntro} />
      </>
    ),
  },
  'invoice-management': {
    read: 'none',
    Page: () => (
      <>
        <Intro>{BUSINESS_TEXT.invoicesIntro}</Intro>
        <Notice>{BUSINESS_TEXT.invoicesEmpty}</Notice>
      </>
    ),
  },
  audiences: {
    read: 'none',
    Page: ({ account, viewer }) => (
      <BusinessSection>
        <p>{BUSINESS_TEXT.audiencesIntro}</p>
        <p>{BUSINESS_TEXT.followers(account.follower_count)}</p>
        <p>
          <Link href={buildPath('profileSubPage', { username: viewer.username, page: 'followers' })}>
            {BUSINESS_TEXT.audiencesLink}
          </Link>
        </p>
      </BusinessSection>
    ),
  },
  security: {
    read: 'none',
    Page: () => <Intro>{BUSINESS_TEXT.securityIntro}</Intro>,
  },
  'ad-accounts/cee-migration': {
    read: 'none',
    Page: () => <Intro>{BUSINESS_TEXT.ceeMigrationIntro}</Intro>,
  },
} satisfies Record<BusinessSubPage, SubPageEntry>;
