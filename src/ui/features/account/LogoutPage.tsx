import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../domain/routing/paths';
import { useLazyService, useServices } from '../../app/services';
import { usePageTitle } from '../auth/use-page-title';
import * as pageStyles from '../../components/Page.styles';

/**
 * Signs out once, forgets the customer's data and goes home. It sits outside the account layout:
 * that guard would otherwise send the freshly signed-out visitor to /login.
 */
export const LogoutPage = () => {
  usePageTitle('Signing out');
  const { auth } = useServices();
  const account = useLazyService('account');
  const addressBook = useLazyService('addressBook');
  const orders = useLazyService('orders');
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await auth.afterMount();
      if (auth.state.isAuthenticated) {
        const signedOut = await auth.logout();
        if (!signedOut.ok) {
          void navigate('/my-account', { replace: true });
          return;
        }
      }
      account.reset();
      addressBook.reset();
      orders.reset();
      void navigate(HOME_PATH, { replace: true });
    })();
  }, [auth, account, addressBook, orders, navigate]);

  return (
    <div css={pageStyles.page}>
      <p role="status" css={pageStyles.statusText}>
        Signing you out…
      </p>
    </div>
  );
};
