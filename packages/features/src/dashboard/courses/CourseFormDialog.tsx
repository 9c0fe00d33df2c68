import { useState } from 'react';
import { Select, Switch, TextField } from '@academy/ui';
import { categoryName, levelName } from '../../academy/model/index.ts';
import { useT } from '../../i18n/index.ts';
import { courseCategoryOptions, courseLevelOptions, courseStates, slugFromTitle, type CourseFormValues } from '../model/courseForm.ts';
import { FormDialog } from '../parts/FormDialog.tsx';
import { ImageField } from '../parts/ImageField.tsx';
import { LocalizedTextFields } from '../parts/LocalizedTextFields.tsx';
import type { EntityForm } from '../useEntityForm.ts';
import * as styles from '../Dashboard.css.ts';

/**
 * Create or edit a course: slug, texts in three languages, category, level, premium, cover (thumbnails bucket),
 * state and, for an announced course, the month its first lessons are planned for. A published course's slug is
 * shown but not editable (its address is public; the database refuses the change too).
 */
export function CourseFormDialog({ form, slugLocked }: { form: EntityForm<CourseFormValues>; slugLocked: boolean }) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const { values, errors, mode } = form.state;
  const errorText = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <FormDialog
      title={t(mode === 'edit' ? 'dashboard.courses.formEdit' : 'dashboard.courses.formAdd')}
      isOpen={form.isOpen}
      onClose={form.close}
      onSubmit={() => void form.submit()}
      submitLabel={t(mode === 'edit' ? 'dashboard.courses.submitEdit' : 'dashboard.courses.submitAdd')}
      pending={form.state.pending}
      isBusy={uploading}
    >
      <LocalizedTextFields
        values={values}
        onChange={(texts) => {
          // A new course's slug follows its Creole title until staff type one themselves.
          if (mode === 'add' && values.slug === slugFromTitle(values.title)) form.setField('slug', slugFromTitle(texts.title));
          form.setField('title', texts.title);
          form.setField('description', texts.description);
          form.setField('translations', texts.translations);
        }}
        errorMessage={errorText(errors.title)}
        titleLabel={t('dashboard.courses.title')}
        descriptionLabel={t('dashboard.courses.description')}
      />
      <TextField
        label={t('dashboard.courses.slug')}
        description={t(slugLocked ? 'dashboard.courses.slugLockedHelp' : 'dashboard.courses.slugHelp')}
        value={values.slug}
        onChange={(value) => form.setField('slug', value)}
        errorMessage={errorText(errors.slug)}
        isReadOnly={slugLocked}
        isRequired
      />
      <div className={styles.formRow}>
        <Select
          label={t('dashboard.courses.category')}
          placeholder={t('dashboard.courses.choose')}
          options={courseCategoryOptions.map((category) => ({ id: category, label: categoryName(category, t) }))}
          selectedKey={values.category || null}
          onSelectionChange={(key) => form.setField('category', key ? String(key) : '')}
        />
        <Select
          label={t('dashboard.courses.level')}
          placeholder={t('dashboard.courses.choose')}
          options={courseLevelOptions.map((level) => ({ id: level, label: levelName(level, t) }))}
          selectedKey={values.level || null}
          onSelectionChange={(key) => form.setField('level', key ? String(key) : '')}
        />
      </div>
      <div className={styles.formRow}>
        <Select
          label={t('dashboard.courses.state')}
          options={courseStates.map((state) => ({ id: state, label: t(`dashboard.courses.state.${state}`) }))}
          selectedKey={values.state}
          onSelectionChange={(key) => key && form.setField('state', String(key) as CourseFormValues['state'])}
          description={t(`dashboard.courses.stateHelp.${values.state}`)}
        />
        {values.state === 'announced' && (
          <MonthField
            label={t('dashboard.courses.plannedMonth')}
            value={values.planned_month}
            onChange={(value) => form.setField('planned_month', value)}
            errorMessage={errorText(errors.planned_month)}
          />
        )}
      </div>
      <Switch isSelected={values.is_premium} onChange={(value) => form.setField('is_premium', value)}>
        {t('dashboard.courses.premium')}
      </Switch>
      <ImageField
        key={`${mode}-${form.state.editingId ?? ''}`}
        label={t('dashboard.courses.cover')}
        bucket="thumbnails"
        value={values.cover_url}
        onChange={(url) => form.setField('cover_url', url)}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}

/** The browser's month picker (YYYY-MM): react-aria has no month-only field. */
function MonthField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        {label}
        <input
          className={styles.monthInput}
          type="month"
          value={value}
          required
          aria-invalid={errorMessage ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {errorMessage && <p className={styles.fieldError}>{errorMessage}</p>}
    </div>
  );
}
