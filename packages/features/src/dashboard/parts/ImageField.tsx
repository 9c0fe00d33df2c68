import { useEffect, useId, useState } from 'react';
import { Button, Spinner } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { imageFileProblem, uploadImage, type ImageBucket } from '../data/upload.ts';
import * as styles from '../Dashboard.css.ts';

type ImageFieldProps = {
  label: string;
  bucket: ImageBucket;
  /** The stored image's public URL ('' when none). */
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
};

/** Picks an image, shows it at once, uploads it to a public bucket and reports its URL. */
export function ImageField({ label, bucket, value, onChange, onBusyChange }: ImageFieldProps) {
  const t = useT();
  const id = useId();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    setLocalPreview(URL.createObjectURL(file));
    setUploading(true);
    onBusyChange(true);
    try {
      onChange(await uploadImage(supabase(), bucket, file));
      // From here on the stored image is shown: what the learners will see.
      setLocalPreview(null);
    } catch (cause) {
      console.error(cause);
      setError(t('dashboard.form.uploadFailed'));
      setLocalPreview(null);
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  const preview = localPreview ?? (value || null);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {/* The visible picker (the native input is hidden: its 'No file chosen' contradicted the preview). */}
      <label htmlFor={id} className={styles.filePicker} data-testid="image-picker">
        {preview ? t('dashboard.form.changeImage') : t('dashboard.form.chooseImage')}
      </label>
      {uploading && <Spinner size="sm" label={t('dashboard.actions.saving')} />}
      {preview && <img className={styles.preview} src={preview} alt={t('dashboard.form.preview')} />}
      {value && !uploading && (
        <div>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              setLocalPreview(null);
              onChange('');
            }}
          >
            {t('dashboard.form.removeImage')}
          </Button>
        </div>
      )}
      {error && <p className={styles.fieldError}>{error}</p>}
    </div>
  );
}
