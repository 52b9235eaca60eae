import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { SubmitButton } from '../../components/form/SubmitButton';
import * as fieldStyles from '../../components/form/Field.styles';
import * as styles from './AccountPage.styles';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** The chosen file and its upload; the file field (`input`) empties once the photo is saved. */
const usePhotoUpload = () => {
  const account = useLazyService('account');
  const saving = useObservable(account.saving$);
  const [file, setFile] = useState<File | null>(null);
  const [readError, setReadError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setReadError(undefined);
    setFile(event.target.files?.[0] ?? null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || file === null) return;
    try {
      const dataUrl = await readAsDataUrl(file);
      const uploaded = await account.uploadPhoto({ filename: file.name, dataUrl });
      if (uploaded.ok) {
        setFile(null);
        if (input.current) input.current.value = '';
      }
    } catch {
      setReadError('The file could not be read. Please choose another image.');
    }
  };

  return { input, saving, file, readError, choose, submit };
};

/** Picks an image and sends it the way the headless SDK does: as a data URL in JSON. */
export const PhotoUpload = ({ hasPhoto }: { readonly hasPhoto: boolean }) => {
  const { input, saving, file, readError, choose, submit } = usePhotoUpload();
  return (
    <section css={styles.panel} aria-labelledby="photo-heading">
      <h2 id="photo-heading" css={styles.panelHeading}>
        Profile photo
      </h2>
      <p css={styles.muted}>
        {hasPhoto ? 'You have a profile photo. Upload another to replace it.' : 'No photo yet.'}
      </p>
      <form onSubmit={submit} noValidate>
        <div css={fieldStyles.field}>
          <label htmlFor="profile-photo" css={fieldStyles.label}>
            Photo (JPEG, PNG or WebP)
          </label>
          <input
            ref={input}
            id="profile-photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={choose}
            aria-invalid={readError ? true : undefined}
            aria-describedby={readError ? 'profile-photo-error' : undefined}
          />
          {readError ? (
            <p id="profile-photo-error" css={fieldStyles.error}>
              {readError}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={saving} pendingLabel="Uploading…" disabled={file === null}>
          Upload photo
        </SubmitButton>
      </form>
    </section>
  );
};
