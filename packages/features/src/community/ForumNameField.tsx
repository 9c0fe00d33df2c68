import { useState } from 'react';
import { TextField } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';
import { validForumName } from './model.ts';
import type { ForumNameState } from './useForumName.ts';

export type ForumNameStep = {
  /** True when the member has no name yet: the form shows the field and saves it before the post. */
  asked: boolean;
  value: string;
  setValue(value: string): void;
  invalid: boolean;
  /** The generated name a member who leaves the field empty posts under ('Elèv 4821'); null when none is known. */
  generated: string | null;
  /** Saves the name when asked; false (with a message) when it is missing or could not be saved. */
  saveIfAsked(): Promise<boolean>;
};

/**
 * A first post asks for the name the forum shows, so nobody posts as 'Unknown User' (issue 20.5). Leaving it empty keeps
 * the name the server gave the member ('Elèv 4821', issue 39.4); never the email.
 */
export function useForumNameStep(forumName: ForumNameState): ForumNameStep {
  const t = useT();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const asked = forumName.name === null;
  return {
    asked,
    value,
    setValue: (next) => {
      setValue(next);
      setInvalid(false);
    },
    invalid,
    generated: forumName.generated,
    async saveIfAsked() {
      if (!asked) return true;
      if (value.trim() === '' && forumName.generated) {
        forumName.skip();
        return true;
      }
      const name = validForumName(value);
      if (!name) {
        setInvalid(true);
        notify('error', t('community.name.invalid'));
        return false;
      }
      try {
        await forumName.save(name);
        return true;
      } catch (error) {
        console.error(error);
        notify('error', t('community.name.saveFailed'));
        return false;
      }
    },
  };
}

/** `autoFocus`: the forum's forms start at the name; the lesson's write box sits under a player and does not take focus. */
export function ForumNameField({ step, autoFocus = true }: { step: ForumNameStep; autoFocus?: boolean }) {
  const t = useT();
  if (!step.asked) return null;
  return (
    <TextField
      label={t('community.name.label')}
      description={step.generated ? t('community.name.skip', { name: step.generated }) : t('community.name.help')}
      value={step.value}
      onChange={step.setValue}
      isRequired={!step.generated}
      autoComplete="name"
      name="forumName"
      errorMessage={step.invalid ? t('community.name.invalid') : undefined}
      autoFocus={autoFocus}
    />
  );
}
