/**
 * The Save button on its own, inside only the provider the README documents for it (issue 16: an
 * app importing only SaveButton got "useToaster() needs a <ToasterProvider>"). SaveOnly below is
 * the README's example, verbatim (checked by the first test).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { labels, messages } from '@tessera/model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { type OnSave, type Pin, PinCardProvider, SaveButton } from '../index.ts';

function SaveOnly({ pin, onSave }: { pin: Pin; onSave: OnSave }) {
  return (
    <PinCardProvider>
      <SaveButton pin={pin} saveTarget={{ id: 'b1', name: 'Sunsets' }} onSave={onSave} />
    </PinCardProvider>
  );
}

const pin: Pin = {
  id: 'save-only-1',
  gridTitle: 'Terracotta sunset',
  images: { '236x': { url: '/pin.svg', width: 236, height: 354 } },
};

it("is the README's SaveButton example, verbatim", () => {
  const here = join(process.cwd(), 'packages', 'pin-card');
  const readme = readFileSync(join(here, 'README.md'), 'utf8');
  const start = readme.indexOf('function SaveOnly');
  const example = readme.slice(start, readme.indexOf('```', start)).trimEnd();
  expect(start).toBeGreaterThan(-1);
  expect(readme).toContain(
    "import { type OnSave, type Pin, PinCardProvider, SaveButton } from '@tessera/pin-card';",
  );
  const source = readFileSync(join(here, 'src', 'SaveButton', 'SaveButton.provider.dom.test.tsx'), 'utf8');
  expect(source).toContain(example);
});

it('saves with PinCardProvider alone: calls onSave, shows the save toast and reads Saved!, then the board', async () => {
  const onSave = vi.fn<OnSave>(async ({ pin: saved, board }) => ({
    id: `repin-${saved.id}`,
    pinner: { id: 'me' },
    board: board && { id: board.id, url: '/me/sunsets/', name: board.name },
  }));
  render(<SaveOnly pin={pin} onSave={onSave} />);
  await userEvent.setup().click(screen.getByRole('button', { name: labels.save }));
  expect(onSave).toHaveBeenCalledWith({ pin, board: { id: 'b1', name: 'Sunsets' } });
  expect(await screen.findByRole('button', { name: messages.saved })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Sunsets' }, { timeout: 3000 })).toBeInTheDocument();
  const toast = messages.savedToBoard('Sunsets');
  await waitFor(() => expect(within(screen.getByRole('status')).getByText(toast)).toBeVisible());
});
