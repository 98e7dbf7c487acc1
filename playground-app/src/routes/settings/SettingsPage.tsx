/**
 * /settings: the viewer's profile fields (POST /v3/users/me/), dark mode (§4: set, then the page
 * reloads; cleared likewise), privacy choices, and the people they blocked with Unblock (§4, §8:
 * optimistic, rolled back on failure with a message). Links to the other account pages.
 */
import { type Page, useApi, useEntity } from '@tessera/api';
import { buildPath, type User } from '@tessera/model';
import { Avatar, Button, Link, Switch } from '@tessera/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEntityActions } from '../../app/entityStore.tsx';
import { readStored, writeStored } from '../../app/storage.ts';
import { storedColorScheme, useChooseColorScheme, useColorScheme } from '../../app/useColorScheme.ts';
import { Checkbox, TextField } from '../../shared/form/fields.tsx';
import { FormAlert, FormResult } from '../../shared/form/layout.tsx';
import { useServerForm } from '../../shared/form/useServerForm.ts';
import { userName } from '../../shared/PeopleList.tsx';
import { PROFILE_TEXT } from '../profile/profileText.ts';
import { AccountPage, SettingsForm, Subtle } from './layout.ts';
import { SETTINGS_SECTIONS, SETTINGS_TEXT, type SettingsSection } from './settingsText.ts';

/** Full page loads (dark mode, a saved profile, a locked account): one object so dom tests can watch them. */
export const pageReload = {
  now() {
    window.location.reload();
  },
  goTo(path: string) {
    window.location.assign(path);
  },
};

/** Where a saved profile leaves its "saved" line for the page after the reload. */
const SAVED_KEY = 'tessera-settings-saved';

const Layout = styled.div`
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
    list-style: none;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
  }
  /* The kit's Link (theme colours, light and dark); a 24 px row keeps the target size of WCAG 2.2. */
  nav a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
  }
  section {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding-top: ${({ theme }) => theme.space[2]}px;
  }
`;

const People = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[3]}px 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.surface};
  }
  li > div {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

type ProfileField = 'first_name' | 'full_name' | 'username' | 'about';

function ProfileSection({ viewer }: { viewer: User }) {
  const api = useApi();
  const [values, setValues] = useState<Record<ProfileField, string>>({
    first_name: viewer.first_name ?? '',
    full_name: viewer.full_name ?? '',
    username: viewer.username,
    about: viewer.about ?? '',
  });
  const form = useServerForm<ProfileField>(
    {
      first_name: SETTINGS_TEXT.firstName,
      full_name: SETTINGS_TEXT.fullName,
      username: SETTINGS_TEXT.username,
      about: SETTINGS_TEXT.about,
    },
    SETTINGS_TEXT.notSaved,
  );
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (readStored(SAVED_KEY) !== 'profile') return;
    writeStored(SAVED_KEY, null);
    setSaved(true);
  }, []);
  const set = (key: ProfileField) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const ok = await form.submit(() => api.updateMe(values), null);
    // The header and every page read the viewer once per page load: reload so they all show it.
    if (ok) {
      writeStored(SAVED_KEY, 'profile');
      pageReload.now();
    }
  };
  return (
    <section aria-labelledby="profile">
      <h2 id="profile">{SETTINGS_TEXT.section.profile}</h2>
      <Subtle>{SETTINGS_TEXT.profileIntro}</Subtle>
      <SettingsForm ref={form.ref} noValidate onSubmit={onSubmit} aria-labelledby="profile">
        <TextField
          label={SETTINGS_TEXT.firstName}
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={set('first_name')}
          error={form.errors.first_name}
        />
        <TextField
          label={SETTINGS_TEXT.fullName}
          name="full_name"
          autoComplete="name"
          value={values.full_name}
          onChange={set('full_name')}
          error={form.errors.full_name}
        />
        <TextField
          label={SETTINGS_TEXT.username}
          name="username"
          autoComplete="username"
          description={SETTINGS_TEXT.usernameHint}
          value={values.username}
          onChange={set('username')}
          error={form.errors.username}
        />
        <TextField
          label={SETTINGS_TEXT.about}
          name="about"
          multiline
          description={SETTINGS_TEXT.aboutHint}
          value={values.about}
          onChange={set('about')}
          error={form.errors.about}
        />
        <FormResult alert={saved ? { tone: 'success', text: SETTINGS_TEXT.profileSaved } : form.alert} />
        <Button type="submit" busy={form.busy}>
          {SETTINGS_TEXT.save}
        </Button>
      </SettingsForm>
    </section>
  );
}

function DisplaySection() {
  const scheme = useColorScheme();
  const stored = storedColorScheme();
  const setColorScheme = useChooseColorScheme(() => pageReload.now());
  return (
    <section aria-labelledby="display">
      <h2 id="display">{SETTINGS_TEXT.section.display}</h2>
      <Switch
        label={SETTINGS_TEXT.darkMode}
        description={SETTINGS_TEXT.darkModeHint}
        isSelected={scheme === 'dark'}
        onChange={(dark) => setColorScheme(dark ? 'dark' : 'light')}
      />
      {stored === 'userPreference' ? (
        <Subtle>{SETTINGS_TEXT.usingSystem}</Subtle>
      ) : (
        <p>
          <Button variant="secondary" onPress={() => setColorScheme('userPreference')}>
            {SETTINGS_TEXT.useSystem}
          </Button>
        </p>
      )}
    </section>
  );
}

type PrivacyField =
  | 'exclude_from_search'
  | 'isFirstPartyAdPersonalizationEnabled'
  | 'isThirdPartyAdPersonalizationEnabled';

function PrivacySection({ viewer }: { viewer: User }) {
  const api = useApi();
  const [values, setValues] = useState<Record<PrivacyField, boolean>>({
    exclude_from_search: viewer.exclude_from_search ?? false,
    isFirstPartyAdPersonalizationEnabled: viewer.isFirstPartyAdPersonalizationEnabled ?? true,
    isThirdPartyAdPersonalizationEnabled: viewer.isThirdPartyAdPersonalizationEnabled ?? true,
  });
  const labels = {
    exclude_from_search: SETTINGS_TEXT.searchPrivacy,
    isFirstPartyAdPersonalizationEnabled: SETTINGS_TEXT.firstPartyAds,
    isThirdPartyAdPersonalizationEnabled: SETTINGS_TEXT.thirdPartyAds,
  } satisfies Record<PrivacyField, string>;
  const hints = {
    exclude_from_search: SETTINGS_TEXT.searchPrivacyHint,
    isFirstPartyAdPersonalizationEnabled: SETTINGS_TEXT.firstPartyAdsHint,
    isThirdPartyAdPersonalizationEnabled: SETTINGS_TEXT.thirdPartyAdsHint,
  } satisfies Record<PrivacyField, string>;
  const form = useServerForm<PrivacyField>(labels, SETTINGS_TEXT.notSaved);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void form.submit(() => api.updateMe(values), SETTINGS_TEXT.privacySaved);
  };
  return (
    <section aria-labelledby="privacy">
      <h2 id="privacy">{SETTINGS_TEXT.section.privacy}</h2>
      <SettingsForm ref={form.ref} noValidate onSubmit={onSubmit} aria-labelledby="privacy">
        {(Object.keys(labels) as PrivacyField[]).map((key) => (
          <Checkbox
            key={key}
            label={labels[key]}
            description={hints[key]}
            isSelected={values[key]}
            onChange={(selected) => setValues((v) => ({ ...v, [key]: selected }))}
            error={form.errors[key]}
          />
        ))}
        <FormResult alert={form.alert} />
        <Button type="submit" busy={form.busy}>
          {SETTINGS_TEXT.save}
        </Button>
      </SettingsForm>
    </section>
  );
}

function BlockedSection({ first }: { first: Page<User> }) {
  const api = useApi();
  const actions = useEntityActions();
  const [people, setPeople] = useState<readonly User[]>(first.items);
  const [bookmark, setBookmark] = useState(first.bookmark);
  const [loadingMore, setLoadingMore] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // Who is blocked is the store's fact: a person leaves the list the moment Unblock writes it, and
  // comes back where they were when the intent rolls it back (§4 optimistic, §8 revert).
  const blocked = useEntity((state) => state.blocked);
  const shown = people.filter((user) => blocked[user.id] !== false);
  const unblock = async (user: User) => {
    const name = userName(user);
    setMessage(null);
    try {
      await actions.setBlocked(user.id, false, { source: 'settings' });
      setMessage({ tone: 'success', text: SETTINGS_TEXT.unblocked(name) });
    } catch {
      setMessage({ tone: 'error', text: PROFILE_TEXT.blockFailed(name) });
    }
  };
  const more = async () => {
    if (!bookmark || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await api.getBlockedUsers({}, bookmark);
      setPeople((list) => [...list, ...next.items.filter((u) => !list.some((p) => p.id === u.id))]);
      setBookmark(next.bookmark);
    } catch {
      setMessage({ tone: 'error', text: PROFILE_TEXT.moreFailed });
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <section aria-labelledby="blocked">
      <h2 id="blocked">{SETTINGS_TEXT.section.blocked}</h2>
      <Subtle>{SETTINGS_TEXT.blockedIntro}</Subtle>
      <div aria-live="polite">
        {message ? (
          <FormAlert $tone={message.tone} role={message.tone === 'error' ? 'alert' : undefined}>
            {message.text}
          </FormAlert>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <Subtle>{SETTINGS_TEXT.noneBlocked}</Subtle>
      ) : (
        <People aria-label={SETTINGS_TEXT.blockedList}>
          {shown.map((user) => {
            const name = userName(user);
            return (
              <li key={user.id}>
                <Avatar
                  name={name}
                  size="md"
                  {...(user.image_medium_url ? { src: user.image_medium_url } : {})}
                />
                <div>
                  <Link href={buildPath('profile', { username: user.username })}>{name}</Link>
                  <span>@{user.username}</span>
                </div>
                <Button variant="secondary" onPress={() => void unblock(user)}>
                  {SETTINGS_TEXT.unblock}
                </Button>
              </li>
            );
          })}
        </People>
      )}
      {bookmark ? (
        <Button variant="secondary" busy={loadingMore} onPress={() => void more()}>
          {SETTINGS_TEXT.showMore}
        </Button>
      ) : null}
    </section>
  );
}

export function SettingsPage({
  viewer,
  blocked,
  section = null,
}: {
  viewer: User;
  blocked: Page<User>;
  section?: SettingsSection | null;
}) {
  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView?.();
  }, [section]);
  return (
    <AccountPage>
      <Layout>
        <h1>{SETTINGS_TEXT.heading}</h1>
        <nav aria-label={SETTINGS_TEXT.nav}>
          <ul>
            {SETTINGS_SECTIONS.map((id) => (
              <li key={id}>
                <Link href={`#${id}`}>{SETTINGS_TEXT.section[id]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ProfileSection viewer={viewer} />
        <DisplaySection />
        <PrivacySection viewer={viewer} />
        <BlockedSection first={blocked} />
        <nav aria-label={SETTINGS_TEXT.moreLinks}>
          <h2>{SETTINGS_TEXT.moreLinks}</h2>
          <ul>
            {(['appealedPin', 'reportsAndViolations', 'ageAppeal', 'securePanic'] as const).map((name) => (
              <li key={name}>
                <Link href={buildPath(name)}>{SETTINGS_TEXT.links[name]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Layout>
    </AccountPage>
  );
}
