import { TesseraThemeProvider } from '@tessera/tokens/react';
import { Button, Modal } from '@tessera/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImpressionPauseRoot, useImpressionsPaused } from './ImpressionPause.tsx';

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

function Page() {
  const [open, setOpen] = useState(false);
  const paused = useImpressionsPaused();
  return (
    <>
      <p>{paused ? 'impressions paused' : 'impressions running'}</p>
      <Button onPress={() => setOpen(true)}>Open modal</Button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} heading="Why am I seeing this?" layout="dialog">
        <p>Reasons</p>
      </Modal>
    </>
  );
}

describe('ImpressionPauseRoot', () => {
  it('pauses the feed impressions while a modal is open and resumes when it closes (§4)', async () => {
    const user = userEvent.setup();
    render(
      <TesseraThemeProvider colorScheme="light">
        <ImpressionPauseRoot>
          <Page />
        </ImpressionPauseRoot>
      </TesseraThemeProvider>,
    );
    expect(screen.getByText('impressions running')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog', { name: 'Why am I seeing this?' });
    expect(screen.getByText('impressions paused')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('impressions running')).toBeInTheDocument());
  });
});
