import { useLocation } from 'react-router';
import type { Variant } from '../../../domain/catalog/product';
import type { ProductDetail } from '../../../domain/catalog/product-detail';
import { productJsonLd } from '../../../domain/catalog/product-json-ld.rules';
import { productPath } from '../../../domain/catalog/product.rules';
import { stripHtml } from '../../../domain/text/text.rules';
import { STORE_MONEY_FORMAT } from '../../app/store-settings';
import { DocumentHeadTags } from '../../components/DocumentHeadTags';
import { currentShopName } from '../../components/shop-name.dom';
import { siteOrigin } from '../../components/site-origin.dom';

interface ProductHeadProps {
  readonly product: ProductDetail;
  readonly variant: Variant | undefined;
}

/** The product page's head: title, description, canonical link, picture and Product JSON-LD. */
export const ProductHead = ({ product, variant }: ProductHeadProps) => {
  const { pathname } = useLocation();
  return (
    <DocumentHeadTags
      title={product.seo.title}
      description={product.seo.description ?? stripHtml(product.description)}
      canonicalPath={productPath(product)}
      {...(product.images[0] === undefined ? {} : { image: product.images[0].url })}
      type="product"
      jsonLd={productJsonLd(product, variant, {
        origin: siteOrigin(),
        shopName: currentShopName(),
        path: pathname,
        currency: STORE_MONEY_FORMAT.currency,
      })}
    />
  );
};
