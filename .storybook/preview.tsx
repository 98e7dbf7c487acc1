import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw()],
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
  },
});
