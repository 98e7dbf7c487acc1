import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script (`npx msw init playground-app/public`) is served from here.
  staticDirs: ['../playground-app/public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // In the repo, @tessera/* packages resolve to their sources (the `tessera-source` export condition).
      resolve: { conditions: ['tessera-source', ...defaultClientConditions] },
    }),
};

export default config;
