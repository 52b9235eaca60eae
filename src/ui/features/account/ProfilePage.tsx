import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { usePageTitle } from '../auth/use-page-title';
import * as styles from './AccountPage.styles';
import { PasswordForm } from './PasswordForm';
import { PhotoUpload } from './PhotoUpload';
import { ProfileForm } from './ProfileForm';

export const ProfilePage = () => {
  usePageTitle('My account');
  const { capabilities } = useServices();
  const account = useLazyService('account');
  const user = useObservable(account.user$);

  return (
    <>
      <h1 css={styles.heading}>My account</h1>
      {user.data === null && user.status === 'failed' ? (
        <Alert message={user.error ?? ''} onRetry={() => void account.loadUser()} />
      ) : null}
      {user.data === null && user.status !== 'failed' ? (
        <p role="status" css={styles.statusText}>
          Loading your details…
        </p>
      ) : null}
      {user.data === null ? null : (
        <>
          <p css={styles.muted}>
            Signed in as <strong>{user.data.email}</strong>
          </p>
          {/* keyed by the record so the form starts again from what was saved */}
          <ProfileForm key={`${user.data.id}-${user.data.email}`} user={user.data} />
          <PasswordForm />
          {capabilities.offers('photoUpload') ? (
            <PhotoUpload hasPhoto={user.data.photoId !== null} />
          ) : null}
        </>
      )}
    </>
  );
};
