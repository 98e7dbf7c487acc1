/**
 * The header's Create (§2 builders, §6): a viewer goes to the pin builder; a logged-out visitor on a
 * phone gets the limited-login prompt, whose Log in comes back to the page they were on; on a
 * larger screen the builder's page asks them to log in.
 */
import { ResourceRequestError } from '@tessera/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATE_TEXT } from '../../../routes/create/createText.ts';
import { LOGIN_PROMPT_TEXT } from '../../../shared/usePinActions.ts';
import { fakeApi, renderSite, stubBrowserForSite, stubPhone } from '../../testing.tsx';

function loggedOutApi() {
  const api = fakeApi();
  api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
  return api;
}

const create = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Create' });

describe('the header’s Create', () => {
  beforeEach(() => stubBrowserForSite());

  it('logged out on a phone: the limited-login prompt, which comes back here', async () => {
    stubPhone();
    const user = userEvent.setup();
    const { router } = renderSite('/today/', loggedOutApi());
    await waitFor(() => expect(create()).toBeInTheDocument());
    await user.click(create());
    const sheet = await screen.findByRole('dialog', { name: LOGIN_PROMPT_TEXT.limited.heading });
    expect(sheet).toHaveTextContent(LOGIN_PROMPT_TEXT.limited.because.create);
    expect(within(sheet).getByRole('link', { name: LOGIN_PROMPT_TEXT.limited.logIn })).toHaveAttribute(
      'href',
      '/login/?next=%2Ftoday%2F',
    );
    expect(router.state.location.pathname).toBe('/today/');
  });

  it('logged out on a larger screen: the builder’s page, which asks to log in', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/today/', loggedOutApi());
    await waitFor(() => expect(create()).toBeInTheDocument());
    await user.click(create());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin-builder/'));
    expect(await screen.findByText(CREATE_TEXT.loggedOutText)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a viewer goes to the pin builder', async () => {
    const user = userEvent.setup();
    const { router } = renderSite('/today/', fakeApi());
    await waitFor(() => expect(create()).toBeInTheDocument());
    await user.click(create());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin-builder/'));
  });
});
