import { useState } from 'react';
import type { ImageAsset } from '../../../domain/content/content';
import { Image } from '../../components/Image';
import * as styles from './ProductGallery.styles';

interface ProductGalleryProps {
  readonly images: readonly ImageAsset[];
  readonly title: string;
}

const MAIN_SIZES = '(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw';

/** The product's pictures: the first is the page's main (LCP) image; thumbnails switch it. */
export const ProductGallery = ({ images, title }: ProductGalleryProps) => {
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (current === undefined) return <div css={styles.main} aria-hidden="true" />;
  return (
    <div css={styles.gallery}>
      <div css={styles.main}>
        <Image
          src={current.url}
          alt={current.alt || title}
          width={current.width ?? 800}
          height={current.height ?? 800}
          sizes={MAIN_SIZES}
          priority={shown === 0}
        />
      </div>
      {images.length > 1 ? (
        <ul css={styles.thumbs} aria-label="Product images">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                css={styles.thumb}
                aria-pressed={index === shown}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setShown(index)}
              >
                <Image src={image.url} alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
