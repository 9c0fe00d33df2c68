import { useCallback, useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { splitFullName } from '../profile/displayName.ts';
import { forumName } from './model.ts';
import { fetchAuthorProfiles } from './queries.ts';

export type ForumNameState = {
  /** undefined while loading; null when the member has given no name yet (the forum asks on their first post). */
  name: string | null | undefined;
  /** Saves the name in the profile (auth metadata and user_profiles, like Edit profile does). */
  save(name: string): Promise<void>;
};

/** The signed-in member's own forum name, so a first post can ask for one instead of appearing as 'Unknown User'. */
export function useForumName(client: SupabaseClient, userId: string | null): ForumNameState {
  const [name, setName] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchAuthorProfiles(client, [userId]).then(
      (profiles) => live && setName(forumName(profiles.get(userId) ?? null)),
      // Unknown: do not ask (the post still goes through and the name can be set in Edit profile).
      () => live && setName(''),
    );
    return () => {
      live = false;
    };
  }, [client, userId]);

  const save = useCallback(
    async (fullName: string) => {
      if (!userId) throw new Error('Sign in first');
      const { error: metadataError } = await client.auth.updateUser({ data: { full_name: fullName } });
      if (metadataError) throw metadataError;
      const { error } = await client.from('user_profiles').update(splitFullName(fullName)).eq('id', userId);
      if (error) throw error;
      setName(fullName);
    },
    [client, userId],
  );

  return { name: userId ? name : null, save };
}
