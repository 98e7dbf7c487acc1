/**
 * The shopping pages' words, with no runtime imports (the e2e tests read them too). §2 gives the
 * paths and the landing tag rule (the model's shoppingLandingTagName): the rest is ours.
 */
export const SHOPPING_TEXT = {
  heading: 'Shopping',
  allProducts: 'All products',
  empty: 'There is nothing to shop yet. Come back soon.',
  moreToShop: 'More to shop',
  moreToShopEmpty: 'Nothing else to shop yet.',
  allShopping: 'All shopping',
  title: (tag: string) => `${tag} - Shopping`,
} as const;
