import { useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Button, Dialog, Select, TextField } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';
import { defaultTopicCategory, topicCategories, validateNewTopic, type Topic } from './model.ts';
import { createTopic } from './queries.ts';
import { ForumNameField, useForumNameStep } from './ForumNameField.tsx';
import type { ForumNameState } from './useForumName.ts';
import * as styles from './CommunityPage.css.ts';

export type NewTopicDialogProps = {
  client: SupabaseClient;
  userId: string;
  /** The member's forum name; without one, the form asks for it (issue 20.5). */
  forumName: ForumNameState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (topic: Topic) => void;
};

/** The new-topic form: title and content required, category defaults to general (SPEC 5). */
export function NewTopicDialog({ client, userId, forumName, isOpen, onOpenChange, onCreated }: NewTopicDialogProps) {
  const t = useT();
  const nameStep = useForumNameStep(forumName);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<string>(defaultTopicCategory);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setTitle('');
    setContent('');
    setCategory(defaultTopicCategory);
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateNewTopic({ title, content, category });
    if (!result.ok) {
      notify('error', t('community.validationError'), t('community.fillAllFields'));
      return;
    }
    setSaving(true);
    try {
      if (!(await nameStep.saveIfAsked())) return;
      const topic = await createTopic(client, userId, result.topic);
      notify('success', t('community.created'));
      onCreated(topic);
      close();
    } catch {
      notify('error', t('community.createFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={t('community.form.heading')}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      closeLabel={t('common.close')}
      size="lg"
    >
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <ForumNameField step={nameStep} />
        <TextField label={t('community.form.title')} value={title} onChange={setTitle} autoFocus={!nameStep.asked} />
        <div className={styles.commentForm}>
          <label className={styles.fieldLabel} htmlFor="new-topic-content">
            {t('community.form.content')}
          </label>
          <textarea
            id="new-topic-content"
            className={styles.textarea}
            rows={6}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <Select
          label={t('community.form.category')}
          options={topicCategories.map((id) => ({ id, label: t(`community.category.${id}`) }))}
          selectedKey={category}
          onSelectionChange={(key) => setCategory(String(key ?? defaultTopicCategory))}
        />
        <div className={styles.formActions}>
          <Button variant="ghost" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={saving}>
            {saving ? t('community.form.submitting') : t('community.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
