import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import type { ImageProcessor } from '../../ports/images/image-processor.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Larger images are refused before decoding (decompression bombs). */
const MAX_PIXELS = 40_000_000;

export function sharpImageProcessor(): ImageProcessor {
  return {
    async avatar(bytes, size) {
      const sharp = await loadSharp();
      let meta: Metadata;
      try {
        meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        return { kind: 'not-an-image' };
      }
      if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
        return { kind: 'not-an-image' };
      if (meta.width * meta.height > MAX_PIXELS) return { kind: 'too-large-dimensions' };
      try {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 85 })
          .toBuffer({ resolveWithObject: true });
        return {
          data: new Uint8Array(data),
          mimeType: 'image/webp',
          width: info.width,
          height: info.height,
        };
      } catch {
        return { kind: 'not-an-image' };
      }
    },
    async resize(image, size) {
      const sharp = await loadSharp();
      const { data, info } = await sharp(image)
        .resize(size, size, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return {
        data: new Uint8Array(data),
        mimeType: 'image/webp',
        width: info.width,
        height: info.height,
      };
    },
  };
}
