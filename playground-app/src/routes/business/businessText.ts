/**
 * The business area's words (§2 /business/), with no imports (the e2e tests read them too). The
 * spec names the routes and sub-pages only and shows no business permissions: every word here is
 * ours. What each page is for is said plainly, and where the playground has nothing to show, it
 * says so.
 */

/** The sub-pages of §2 (the model's BUSINESS_SUB_PAGES), by their path, with their names. */
export const BUSINESS_SUB_PAGE_NAMES = {
  dashboard: 'Dashboard',
  hierarchy: 'Business hierarchy',
  'asset-groups': 'Asset groups',
  catalogs: 'Catalogs',
  'shared-tags': 'Shared tags',
  'brand-safety': 'Brand safety',
  business_security: 'Business security',
  managers: 'Managers',
  'invoice-management': 'Invoices',
  audiences: 'Audiences',
  security: 'Account security',
  'ad-accounts/cee-migration': 'Ad account migration',
} as const;

/** The other business pages of §2, by their route name, with their names. */
export const BUSINESS_PAGE_NAMES = {
  businessHub: 'Business hub',
  businessCatalogs: 'Product catalog',
  businessInvite: 'Invite a manager',
  businessCommerceIntegrations: 'Commerce integrations',
  businessScheduleCall: 'Schedule a call',
  businessConvert: 'Convert to a business account',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const BUSINESS_TEXT = {
  title: (page: string) => `${page} - Business`,
  area: 'Business',
  nav: 'Business pages',
  morePages: 'More business tools',
  // ------------------------------------------------------------ who may enter
  loggedOutHeading: 'Business',
  loggedOut: 'Log in with your business account to manage its Pins, catalogs and analytics.',
  notBusinessHeading: 'This is not a business account',
  notBusiness: (username: string) =>
    `@${username} is a personal account. Business tools are for business accounts: convert your account to use them.`,
  convertLink: 'Convert to a business account',
  // ------------------------------------------------------------ the account
  verifiedMerchant: 'Verified merchant',
  notVerifiedMerchant: 'Not a verified merchant yet',
  followers: (n: number) => plural(n, 'follower', 'followers'),
  // ------------------------------------------------------------ dashboard
  dashboardIntro: (name: string) => `How ${name} is doing: analytics of your Pins and the Pins you promote.`,
  analyticsHeading: 'Analytics of your Pins',
  analyticsRule:
    'Figures cover the Pins you created on public and protected boards or your profile, not the Pins you saved from others.',
  analyticsWindow: 'Period',
  analyticsDays: (days: number) => `Last ${days} days`,
  analyticsCaption: (days: number) => `Your Pins over the last ${days} days`,
  analyticsEmpty: 'No analytics yet: create a Pin and its figures show here.',
  analyticsFailed: 'The analytics could not be loaded. Try again.',
  columns: {
    pin: 'Pin',
    impressions: 'Impressions',
    closeups: 'Closeups',
    saves: 'Saves',
    outboundClicks: 'Outbound clicks',
  },
  untitledPin: 'Untitled Pin',
  promotedHeading: 'Pins you promote',
  promotedFeed: 'Pins you promote',
  promotedEmpty: "You don't promote any Pins yet.",
  // ------------------------------------------------------------ catalogs
  catalogsIntro: (name: string) => `The products of ${name}, with their price and whether they are in stock.`,
  productsHeading: 'Products',
  productsEmpty: 'No products yet: products of your brand show here with their stock.',
  inStock: 'In stock',
  staleProduct: 'Stale: check this product',
  price: (price: string) => `Price ${price}`,
  // ------------------------------------------------------------ the pages with little to show
  hierarchyIntro: (name: string) =>
    `A business hierarchy groups several businesses under one parent. ${name} is one business, with no parent or child businesses.`,
  assetGroupsIntro: 'Asset groups put boards together so a team can work on them. These are your boards.',
  assetGroupsEmpty: 'You have no boards yet.',
  sharedTagsIntro:
    'Shared tags describe your products the same way everywhere. These are the categories of your products.',
  sharedTagsEmpty: 'No tags yet: they come from the categories of your products.',
  brandSafetyIntro: (name: string) =>
    `Brand safety decides where your promoted Pins may appear. There is nothing to set here: the Pins you promote show wherever other Pins do, marked Promoted by ${name}.`,
  brandSafetyLink: 'See the Pins you promote',
  businessSecurityIntro: (username: string) =>
    `Business security covers who can reach this business. It has one login, @${username}, and no other people or devices to manage.`,
  securityIntro:
    'Account security covers your password and sign-in. Change them in your settings; there is no two-step sign-in to set up here.',
  managersIntro: 'The people who manage this business.',
  managersYou: 'You',
  invoicesIntro: 'Invoices for your promoted Pins show here.',
  invoicesEmpty: 'No invoices: promoting Pins costs nothing in this playground.',
  audiencesIntro: 'Your audience is the people who follow your account.',
  audiencesLink: 'See your followers',
  ceeMigrationIntro:
    'Ad account migration moves ad accounts of Central and Eastern Europe to a new billing entity. Your ad account needs no migration.',
  // ------------------------------------------------------------ other business pages
  hubIntro: (name: string) => `Everything for ${name} in one place.`,
  inviteIntro:
    'Invite someone to help manage your business. Only you manage it: inviting managers is not available in this playground.',
  commerceIntro: 'Commerce integrations connect your shop so your products and their stock stay up to date.',
  commerceProducts: (n: number) => `${plural(n, 'product', 'products')} from your shop`,
  scheduleCallIntro:
    'A call with our team helps you plan your business on Tessera. Calls cannot be booked from this playground.',
  // ------------------------------------------------------------ convert
  convertHeading: 'Convert to a business account',
  convertIntro:
    'A business account gets analytics of its Pins, promoted Pins, catalogs of its products and the business tools.',
  businessNameLabel: 'Business name',
  businessNameRequired: 'Enter the name of your business.',
  convertAction: 'Convert',
  converting: 'Converting…',
  alreadyBusiness: (name: string) => `${name} is already a business account.`,
  toDashboard: 'Go to the dashboard',
} as const;
