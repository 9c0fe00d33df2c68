import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import * as styles from './academyPages.css.ts';

/** A name to print: trimmed, inner spaces collapsed, 2 to 100 characters, not an email (the database checks again). */
export function printableName(input: string): string | null {
  const name = input.trim().replace(/\s+/g, ' ');
  return name.length < 2 || name.length > 100 || name.includes('@') ? null : name;
}

/**
 * Asks for the name a certificate prints (issue 39.3): before it is issued (prefilled from the profile), or for the
 * one correction of a name the learner had not chosen. Never an email.
 */
export function CertificateNameDialog({
  isOpen,
  initialName,
  mode,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  initialName: string;
  mode: 'issue' | 'correct';
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(isOpen);
  if (isOpen !== opened) {
    setOpened(isOpen);
    if (isOpen) {
      setName(initialName);
      setInvalid(false);
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const printable = printableName(name);
    if (!printable) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(printable);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={mode === 'issue' ? t('academy.certificate.nameTitle') : t('academy.certificate.correctTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && !busy && onClose()}
      closeLabel={t('common.close')}
      size="sm"
    >
      <form method="post" className={styles.certificateForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('academy.certificate.nameLabel')}
          description={mode === 'issue' ? t('academy.certificate.nameHelp') : t('academy.certificate.correctHelp')}
          value={name}
          onChange={(value) => {
            setName(value);
            setInvalid(false);
          }}
          isRequired
          autoComplete="name"
          autoFocus
          errorMessage={invalid ? t('academy.certificate.nameInvalid') : undefined}
        />
        <div className={styles.certificateFormActions}>
          <Button variant="ghost" onPress={onClose} isDisabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={busy}>
            {mode === 'issue' ? t('academy.certificate.issue') : t('academy.certificate.correct')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
