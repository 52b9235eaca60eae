import { Link } from 'react-router';
import { isOnSale } from '../../../domain/catalog/price.rules';
import type { Product } from '../../../domain/catalog/product';
import { productPath } from '../../../domain/catalog/product.rules';
import { Image } from '../../components/Image';
import { PriceTag } from './PriceTag';
import * as styles from './ProductCard.styles';

interface ProductCardProps {
  readonly product: Product;
  /** The first cards of a listing are above the fold: their images load at once. */
  readonly priority?: boolean;
}

const CARD_SIZES =
  '(min-width: 1200px) 360px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

export const ProductCard = ({ product, priority = false }: ProductCardProps) => {
  const image = product.images[0];
  return (
    <li css={styles.card} data-testid="product-card">
      <div css={styles.media}>
        {image === undefined ? null : (
          <Image
            src={image.url}
            alt={image.alt}
            width={image.width ?? 800}
            height={image.height ?? 800}
            sizes={CARD_SIZES}
            priority={priority}
          />
        )}
        {product.callForQuote ? (
          <span css={styles.quoteBadge}>Quote only</span>
        ) : isOnSale(product.price, product.salePrice) ? (
          <span css={styles.saleBadge}>Sale</span>
        ) : null}
      </div>
      <h2 css={styles.title}>
        <Link to={productPath(product)} css={styles.link}>
          {product.title}
        </Link>
      </h2>
      {product.callForQuote ? (
        <p css={styles.meta}>Price on request</p>
      ) : (
        <PriceTag price={product.price} salePrice={product.salePrice} />
      )}
      {product.variants.length > 1 ? (
        <p css={styles.meta}>{product.variants.length} options</p>
      ) : null}
    </li>
  );
};

/** A card-shaped placeholder while the listing loads. */
export const ProductCardSkeleton = () => (
  <li css={styles.card} aria-hidden="true">
    <div css={styles.skeletonMedia} />
    <div css={styles.skeletonLine('80%')} />
    <div css={styles.skeletonLine('40%')} />
  </li>
);
