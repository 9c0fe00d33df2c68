import { useCallback, useEffect, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { splitFullName } from '../profile/displayName.ts';
import { forumName } from './model.ts';
import { fetchAuthorProfiles } from './queries.ts';

export type ForumNameState = {
  /** undefined while loading; null when the member has given no name yet (the forum asks on their first post). */
  name: string | null | undefined;
  /** The name the server gave a member who gave none ('Elèv 4821'): posting without a name shows this one (issue 39.4). */
  generated: string | null;
  /** Saves the name in the profile (auth metadata and user_profiles, like Edit profile does). */
  save(name: string): Promise<void>;
  /** The member keeps the generated name: not asked again while the page is open. */
  skip(): void;
};

/** The signed-in member's own forum name, so a first post can ask for one instead of appearing as 'Unknown User'. */
export function useForumName(client: SupabaseClient, userId: string | null): ForumNameState {
  const [name, setName] = useState<string | null | undefined>(undefined);
  const [generated, setGenerated] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchAuthorProfiles(client, [userId]).then(
      (profiles) => {
        if (!live) return;
        const own = profiles.get(userId) ?? null;
        setName(forumName(own));
        setGenerated(own?.display_name?.trim() || null);
      },
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

  const skip = useCallback(() => setName((current) => current ?? ''), []);

  return { name: userId ? name : null, generated: userId ? generated : null, save, skip };
}
