import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { CartWidget } from '../../features/cart/CartWidget';
import { STORE_NAME } from '../store-settings';
import * as styles from './Header.styles';

export const Header = () => (
  <header css={styles.header}>
    <div css={styles.inner}>
      <Link to="/" css={styles.brand} aria-label={`${STORE_NAME} home`}>
        <Logo />
        <span css={styles.brandName}>{STORE_NAME}</span>
      </Link>
      <nav css={styles.nav} aria-label="Main">
        <ul css={styles.navList}>
          <li>
            <NavLink to="/products" css={styles.navLink}>
              Products
            </NavLink>
          </li>
        </ul>
      </nav>
      <CartWidget />
    </div>
  </header>
);
