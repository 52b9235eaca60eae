import { Link } from 'react-router';
import { STORE_NAME } from '../store-settings';
import * as styles from './Footer.styles';

export const Footer = () => (
  <footer css={styles.footer}>
    <div css={styles.inner}>
      <p css={styles.text}>
        {STORE_NAME}: quality products direct from the manufacturer. © {STORE_NAME}. All rights
        reserved.
      </p>
      <nav aria-label="Footer">
        <Link to="/products">All products</Link>
      </nav>
    </div>
  </footer>
);
