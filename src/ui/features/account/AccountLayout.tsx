import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useLazyService } from '../../app/services';
import { GuardGate } from '../auth/GuardGate';
import * as styles from './AccountLayout.styles';

const AccountArea = () => {
  const account = useLazyService('account');

  useEffect(() => {
    void account.loadUser();
  }, [account]);

  return (
    <div css={styles.layout}>
      <nav aria-labelledby="account-nav-heading" css={styles.nav}>
        <h2 id="account-nav-heading" css={styles.navHeading}>
          My account
        </h2>
        <ul>
          <li>
            <NavLink to="/my-account" end>
              Profile
            </NavLink>
          </li>
          <li>
            <NavLink to="/my-account/addresses">Addresses</NavLink>
          </li>
          <li>
            <NavLink to="/my-account/orders">Orders</NavLink>
          </li>
          <li>
            <NavLink to="/my-account/logout">Sign out</NavLink>
          </li>
        </ul>
      </nav>
      <div css={styles.content}>
        <Outlet />
      </div>
    </div>
  );
};

/** The customers-only area: the guard, the account navigation and the page. */
export const AccountLayout = () => (
  <GuardGate guard="customers-only">
    <AccountArea />
  </GuardGate>
);
