import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

function Hello() {
  return <button type="button">Hello</button>;
}
const meta = preview.meta({ title: 'Smoke', component: Hello });
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hello' })).toBeVisible();
  },
});
