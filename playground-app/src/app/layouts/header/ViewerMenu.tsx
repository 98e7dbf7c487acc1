/**
 * The viewer's menu (avatar): their profile, Tune your home feed (§2 /edit), settings, dark mode (§4:
 * set, then the page reloads), log out, and "Log in as" each demo account of the mock server, so a
 * person can switch viewer without curl. Logged-out visitors get Log in, Sign up and the same demo
 * accounts.
 */
import { useApi } from '@tessera/api';
import { buildPath, messages, type User } from '@tessera/model';
import { Avatar, Menu, type MenuItemData } from '@tessera/ui';
import { useNavigate } from 'react-router';
import { DEMO_ACCOUNTS, logInAs, logOut } from '../../session.ts';
import { storedColorScheme, useChooseColorScheme, useColorScheme } from '../../useColorScheme.ts';

function loginItems(viewer: User | null): MenuItemData[] {
  return DEMO_ACCOUNTS.filter((name) => name !== viewer?.username).map((name) => ({
    id: `login:${name}`,
    label: `Log in as ${name}`,
  }));
}

export function useViewerActions() {
  const api = useApi();
  const navigate = useNavigate();
  const scheme = useColorScheme();
  const setColorScheme = useChooseColorScheme();
  return async (id: string, viewer: User | null) => {
    if (id === 'profile' && viewer) return void navigate(buildPath('profile', { username: viewer.username }));
    if (id === 'settings') return void navigate(buildPath('settings'));
    if (id === 'tune') return void navigate(buildPath('tuneHomeFeed'));
    if (id === 'dark') return setColorScheme(scheme === 'dark' ? 'light' : 'dark');
    if (id === 'system') return setColorScheme('userPreference');
    if (id === 'logout') return logOut(api);
    const account = DEMO_ACCOUNTS.find((name) => id === `login:${name}`);
    if (account) return logInAs(api, account);
  };
}

export function colorItems(scheme: 'light' | 'dark'): MenuItemData[] {
  const items: MenuItemData[] = [
    { id: 'dark', label: scheme === 'dark' ? 'Turn dark mode off' : 'Turn dark mode on' },
  ];
  if (storedColorScheme() !== 'userPreference')
    items.push({ id: 'system', label: "Use the system's colours" });
  return items;
}

/** `compact`: the phone's top bar, an icon button named after the viewer, without the avatar. */
export function ViewerMenu({ viewer, compact = false }: { viewer: User; compact?: boolean }) {
  const act = useViewerActions();
  const scheme = useColorScheme();
  const name = viewer.first_name || viewer.full_name || viewer.username;
  const items: MenuItemData[] = [
    { id: 'profile', label: 'Your profile' },
    { id: 'tune', label: messages.tuneHomeFeed },
    { id: 'settings', label: 'Settings' },
    ...colorItems(scheme),
    ...loginItems(viewer),
    { id: 'logout', label: 'Log out' },
  ];
  if (compact)
    return (
      <Menu
        label={name}
        icon="ellipsis"
        items={items}
        placement="bottom end"
        onAction={({ id }) => void act(id, viewer)}
      />
    );
  return (
    <>
      <span data-avatar="">
        <Avatar
          name={name}
          size="sm"
          {...(viewer.image_medium_url ? { src: viewer.image_medium_url } : {})}
        />
      </span>
      <Menu label={name} items={items} placement="bottom end" onAction={({ id }) => void act(id, viewer)} />
    </>
  );
}

/** Logged-out visitors and bots: the demo accounts and dark mode. */
export function VisitorMenu() {
  const act = useViewerActions();
  const scheme = useColorScheme();
  return (
    <Menu
      label="Demo accounts"
      icon="ellipsis"
      items={[...loginItems(null), ...colorItems(scheme)]}
      placement="bottom end"
      onAction={({ id }) => void act(id, null)}
    />
  );
}
