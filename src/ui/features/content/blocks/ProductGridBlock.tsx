import { Link } from 'react-router';
import type { GridProduct, ProductGridBlock as Grid } from '../../../../domain/content/page-blocks';
import { isOnSale } from '../../../../domain/catalog/price.rules';
import { productPath } from '../../../../domain/catalog/product.rules';
import { Image } from '../../../components/Image';
import { PriceTag } from '../../catalog/PriceTag';
import * as styles from './ProductGridBlock.styles';
import * as section from './Section.styles';

const CARD_SIZES = '(min-width: 1200px) 276px, (min-width: 768px) 25vw, 50vw';

const GridCard = ({ product }: { readonly product: GridProduct }) => (
  <li css={styles.card} data-testid="product-card">
    <div css={styles.media}>
      {product.image ? (
        <Image
          src={product.image.url}
          alt={product.image.alt}
          width={product.image.width ?? 800}
          height={product.image.height ?? 800}
          sizes={CARD_SIZES}
        />
      ) : null}
      {product.callForQuote ? (
        <span css={styles.badge}>Quote only</span>
      ) : isOnSale(product.price, product.salePrice) ? (
        <span css={styles.badge}>Sale</span>
      ) : null}
    </div>
    <h3 css={styles.title}>
      <Link to={productPath(product)} css={styles.link}>
        {product.title}
      </Link>
    </h3>
    {product.callForQuote ? (
      <p css={styles.meta}>Price on request</p>
    ) : (
      <PriceTag price={product.price} salePrice={product.salePrice} />
    )}
    {product.inStock ? null : <p css={styles.meta}>Out of stock</p>}
  </li>
);

export const ProductGridBlock = ({ block }: { readonly block: Grid }) => (
  <section css={section.section} data-block="productGrid" aria-label={block.heading || undefined}>
    {block.heading ? <h2 css={section.heading}>{block.heading}</h2> : null}
    <ul css={styles.grid}>
      {block.products.map((product) => (
        <GridCard key={product.id} product={product} />
      ))}
    </ul>
  </section>
);
