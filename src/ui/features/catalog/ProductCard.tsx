import type { Product } from '../../../domain/catalog/product';
import { productPath } from '../../../domain/catalog/product.rules';
import { formatMoney } from '../../../domain/money/money.rules';
import { Link } from 'react-router';
import { STORE_MONEY_FORMAT } from '../../app/store-settings';
import * as styles from './ProductCard.styles';

interface ProductCardProps {
  readonly product: Product;
}

export const ProductCard = ({ product }: ProductCardProps) => (
  <li css={styles.card} data-testid="product-card">
    <h2 css={styles.title}>
      <Link to={productPath(product)} css={styles.link}>
        {product.title}
      </Link>
    </h2>
    <p css={styles.price}>{formatMoney(product.price, STORE_MONEY_FORMAT)}</p>
    {product.variants.length > 1 ? (
      <p css={styles.meta}>{product.variants.length} options</p>
    ) : null}
  </li>
);
