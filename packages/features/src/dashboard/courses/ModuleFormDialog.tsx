import { useT } from '../../i18n/index.ts';
import type { FieldErrors } from '../model/entityForm.ts';
import { emptyFormTranslations, type FormTexts } from '../model/localizedTexts.ts';
import { REQUIRED } from '../model/validation.ts';
import { FormDialog } from '../parts/FormDialog.tsx';
import { LocalizedTextFields } from '../parts/LocalizedTextFields.tsx';
import type { EntityForm } from '../useEntityForm.ts';

export type ModuleFormValues = FormTexts;
export const emptyModule: ModuleFormValues = { title: '', description: '', translations: emptyFormTranslations };
export function validateModule(values: ModuleFormValues): FieldErrors<ModuleFormValues> {
  return values.title.trim() === '' ? { title: REQUIRED } : {};
}

/** Add or rename a module: its name and description in three languages. */
export function ModuleFormDialog({ form }: { form: EntityForm<ModuleFormValues> }) {
  const t = useT();
  const { values, errors, mode } = form.state;
  return (
    <FormDialog
      title={t(mode === 'edit' ? 'dashboard.modules.formEdit' : 'dashboard.modules.formAdd')}
      isOpen={form.isOpen}
      onClose={form.close}
      onSubmit={() => void form.submit()}
      submitLabel={t(mode === 'edit' ? 'dashboard.modules.submitEdit' : 'dashboard.modules.submitAdd')}
      pending={form.state.pending}
    >
      <LocalizedTextFields
        values={values}
        onChange={(texts) => {
          form.setField('title', texts.title);
          form.setField('description', texts.description);
          form.setField('translations', texts.translations);
        }}
        errorMessage={errors.title && t(errors.title)}
        titleLabel={t('dashboard.modules.name')}
        descriptionLabel={t('dashboard.modules.description')}
      />
    </FormDialog>
  );
}
