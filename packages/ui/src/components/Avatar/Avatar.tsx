import { useState } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { CameraIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export type AvatarProps = {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** When given, a camera button opens the file picker (images only). */
  onUpload?: (file: File) => void;
  /** The picker answered without a file (a change that left none chosen): the page says one is needed. */
  onNoFile?: () => void;
  uploadLabel?: string;
  isUploading?: boolean;
  /** Inside a control that is already labelled (e.g. a menu button): hidden from assistive technology, and the
   * initials are drawn by CSS so they are not text that would contradict the control's name. */
  decorative?: boolean;
  className?: string;
};

/** Up to two initials from the first and last words of a name ("Ana Maria Silva" -> "AS"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({
  name,
  src,
  size = 'md',
  onUpload,
  onNoFile,
  uploadLabel = 'Upload photo',
  isUploading = false,
  decorative = false,
  className,
}: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  if (decorative) {
    return (
      <span className={cx(styles.root, styles.size[size], className)} aria-hidden="true">
        {showImage ? (
          <img className={styles.image} src={src ?? undefined} alt="" onError={() => setFailed(true)} />
        ) : (
          <span className={styles.cssInitials} data-initials={initialsOf(name)} />
        )}
      </span>
    );
  }
  const face = (
    <span className={cx(styles.root, styles.size[size])} role={showImage ? undefined : 'img'} aria-label={showImage ? undefined : name}>
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt={name} onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
  if (!onUpload) return <span className={cx(styles.wrapper, className)}>{face}</span>;
  return (
    <span className={cx(styles.wrapper, className)}>
      {face}
      <FileTrigger
        acceptedFileTypes={['image/*']}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onUpload(file);
          else onNoFile?.();
        }}
      >
        <AriaButton className={styles.upload} aria-label={uploadLabel} isPending={isUploading}>
          {isUploading ? <Spinner size="sm" decorative /> : <CameraIcon size={14} />}
        </AriaButton>
      </FileTrigger>
    </span>
  );
}
