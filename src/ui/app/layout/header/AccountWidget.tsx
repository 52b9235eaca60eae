import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../../../domain/routing/paths';
import { Icon } from '../../../components/Icon';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import * as styles from './AccountWidget.styles';

// Every page opens as a guest's (the server renders it so; the session is read after): the
// signed-in menu's code loads once the shopper turns out to be signed in.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

const SignInLink = () => (
  <Link to={LOGIN_PATH} css={styles.trigger} aria-label="Sign in" data-testid="account-widget">
    <Icon name="user" size={26} />
  </Link>
);

/** Signed out: a link to /login. Signed in: the initials and the account menu (AccountMenu). */
export const AccountWidget = () => {
  const { auth } = useServices();
  const signedIn = useObservable(auth.isLoggedIn$);
  if (!signedIn) return <SignInLink />;
  return (
    <Suspense fallback={<SignInLink />}>
      <AccountMenu />
    </Suspense>
  );
};
