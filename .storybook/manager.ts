/**
 * The Storybook shell: the Tessera mark and name in the sidebar instead of Storybook's logo. The
 * mark is the site's favicon (playground-app/public/favicon.svg), drawn beside the name.
 */
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

const BRAND_RED = '#e60023';

const brandImage = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 32" width="150" height="32"><rect width="32" height="32" rx="7" fill="${BRAND_RED}"/><path d="M8 8h7v7H8zM17 8h7v10h-7zM8 17h7v7H8zM17 20h7v4h-7z" fill="#fff"/><text x="42" y="23" font-family="Inter, system-ui, sans-serif" font-size="20" font-weight="700" fill="#111">Tessera</text></svg>`,
)}`;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Tessera',
    brandImage,
    brandTarget: '_self',
    colorSecondary: BRAND_RED,
  }),
});
