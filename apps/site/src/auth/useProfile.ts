import type { CurrentUser } from '@conf/api-client';
import { useEffect, useState } from 'react';
import type { SiteApi } from '../api.ts';
import { useSite } from '../site.tsx';

/** One `GET /api/me` per client and page (header and pages share it). */
const profiles = new WeakMap<SiteApi, Promise<CurrentUser | null>>();

function loadProfile(api: SiteApi): Promise<CurrentUser | null> {
  let profile = profiles.get(api);
  if (!profile) {
    profile = api.GET('/api/me').then(
      ({ data }) => data ?? null,
      (error: unknown) => {
        console.info('Could not load the signed-in user', error);
        return null;
      },
    );
    profiles.set(api, profile);
  }
  return profile;
}

/** The signed-in user's profile (name, email), or `null` for visitors and until it has loaded. */
export function useProfile(): CurrentUser | null {
  const { api, user } = useSite();
  const [profile, setProfile] = useState<CurrentUser | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void loadProfile(api).then((loaded) => {
      if (live) setProfile(loaded);
    });
    return () => {
      live = false;
    };
  }, [api, user]);
  return profile;
}

/** "First Last", or the email when the account has no name. */
export function displayName(profile: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return name || profile.email;
}
