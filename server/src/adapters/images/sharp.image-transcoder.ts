import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import type { ImageFormat } from '../../domain/images/image-variant.ts';
import type { ImageTranscoder } from '../../ports/images/image-transcoder.ts';

/** Larger originals are refused before decoding (decompression bombs). */
const MAX_PIXELS = 40_000_000;
/** librsvg renders SVG at 72 dpi by default. */
const SVG_DPI = 72;
const NOT_AN_IMAGE = { kind: 'not-an-image' } as const;

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 4 });
    case 'jpeg':
      // JPEG has no alpha channel: transparent areas become white rather than black.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
  }
}

export function sharpImageTranscoder(): ImageTranscoder {
  return {
    async transcode(original, request) {
      const sharp = await loadSharp();
      let meta: Metadata;
      try {
        meta = await sharp(original, { limitInputPixels: MAX_PIXELS }).metadata();
      } catch {
        return NOT_AN_IMAGE;
      }
      const isSvg = meta.format === 'svg';
      // A vector original is rendered at the density that yields the asked width, never upscaled as a
      // bitmap; a raster original is only ever scaled down.
      const density =
        isSvg && request.width && meta.width
          ? Math.min(100_000, (SVG_DPI * request.width) / meta.width)
          : undefined;
      try {
        let pipeline = sharp(original, {
          limitInputPixels: MAX_PIXELS,
          animated: false,
          ...(density ? { density } : {}),
        }).rotate();
        if (request.width !== null)
          pipeline = pipeline.resize({ width: request.width, withoutEnlargement: !isSvg });
        return new Uint8Array(await encode(pipeline, request.format).toBuffer());
      } catch {
        return NOT_AN_IMAGE;
      }
    },
  };
}
