import { responsiveImage } from '../../domain/layout/responsive-image.rules';
import { useHeadSink } from '../app/head/head-sink';
import * as styles from './Image.styles';

export interface ImageProps {
  /** `/img/<path>` (as the content API sends it), an upload path, or any other URL. */
  readonly src: string;
  /** '' for a decorative image. */
  readonly alt: string;
  /** Intrinsic size in CSS px: reserves the box so nothing shifts while the file loads. */
  readonly width?: number;
  readonly height?: number;
  /** For images whose width follows the layout, e.g. "(min-width: 768px) 50vw, 100vw". */
  readonly sizes?: string;
  /** The page's main (LCP) image: loaded at once, ahead of other images. */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * Every picture of the shop: webp at densities 1 and 2 or at every breakpoint width, resized by
 * the server's /img endpoint; lazy below the fold, eager with high priority for the main image
 * (which a server render also preloads from the page's head).
 */
export const Image = ({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: ImageProps) => {
  const sources = responsiveImage({
    src,
    ...(width === undefined ? {} : { width }),
    ...(sizes === undefined ? {} : { sizes }),
  });
  const sink = useHeadSink();
  if (priority) sink?.leadImage(sources);
  return (
    <img
      css={styles.image}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet ?? undefined}
      sizes={sources.sizes ?? undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
};
