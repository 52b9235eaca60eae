import { ButtonLink } from '../../components/Button';
import { STORE_NAME } from '../../app/store-settings';
import * as styles from './HomePage.styles';

export const HomePage = () => (
  <section css={styles.hero} aria-labelledby="home-title">
    <title>{`${STORE_NAME}: quality products from the manufacturer`}</title>
    <div css={styles.heroInner}>
      <h1 id="home-title" css={styles.title}>
        Built to do the job, made to last
      </h1>
      <p css={styles.lead}>
        Tools, fasteners and workshop supplies, sold directly by the people who make them and
        shipped straight to your door.
      </p>
      <ButtonLink to="/products">Browse products</ButtonLink>
    </div>
  </section>
);
