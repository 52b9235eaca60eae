// Images for an import: copied from the content folder's `media/`, or drawn from an SVG template and
// rasterised with sharp when the file is absent and the entry says `generate`. Everything stays in memory
// until `publish`, so a folder that fails validation leaves the uploads directory alone.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { loadSharp } from '../images/load-sharp.ts';
import type { ImageRef } from '../../domain/content/content.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { ContentMedia, PreparedMedia } from '../../ports/content/content-media.ts';
import { MEDIA_FOLDER } from './files/content-files.ts';
import { isSafeSvg } from './media/svg-safety.ts';
import { renderTemplate } from './media/templates.ts';

const MIME_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

const EXTENSION_FORMATS: Readonly<Record<string, string>> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
  '.gif': 'gif',
  '.svg': 'svg',
};

/** Larger sources are refused before decoding (decompression bombs). */
const MAX_PIXELS = 40_000_000;

async function fromFile(ref: ImageRef, bytes: Buffer): Promise<Result<PreparedMedia, string>> {
  const where = `${MEDIA_FOLDER}/${ref.path}`;
  let format: string | undefined;
  let width: number | undefined;
  let height: number | undefined;
  const sharp = await loadSharp();
  try {
    ({ format, width, height } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata());
  } catch {
    return err(`${where} is not an image`);
  }
  const mimeType = format ? MIME_TYPES[format] : undefined;
  if (!mimeType || format !== EXTENSION_FORMATS[extname(ref.path)])
    return err(`${where} is ${format ?? 'unknown'} data, which does not match its extension`);
  if (format === 'svg' && !isSafeSvg(bytes.toString('utf8')))
    return err(`${where} contains script, event handlers or external references`);
  return ok({
    path: ref.path,
    alt: ref.alt,
    mimeType,
    width: width ?? null,
    height: height ?? null,
    bytes: new Uint8Array(bytes),
  });
}

async function generated(ref: ImageRef): Promise<Result<PreparedMedia, string>> {
  if (!ref.generate)
    return err(
      `${MEDIA_FOLDER}/${ref.path} does not exist (add the file, or describe it with generate)`,
    );
  const { svg, width, height } = renderTemplate(ref.generate);
  const format = EXTENSION_FORMATS[extname(ref.path)];
  const base = { path: ref.path, alt: ref.alt, width, height };
  if (format === 'svg')
    return ok({ ...base, mimeType: MIME_TYPES.svg ?? '', bytes: new TextEncoder().encode(svg) });
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg));
  const encoded =
    format === 'webp'
      ? image.webp({ quality: 85 })
      : format === 'jpeg'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 })
        : format === 'png'
          ? // Flat drawings compress well at a low level, in about half the time of the default 6.
            image.png({ compressionLevel: 3 })
          : undefined;
  if (!encoded || !format)
    return err(`Cannot generate ${extname(ref.path)} files; use .png, .webp, .jpg or .svg`);
  return ok({
    ...base,
    mimeType: MIME_TYPES[format] ?? '',
    bytes: new Uint8Array(await encoded.toBuffer()),
  });
}

export function sharpContentMedia(options: {
  readonly contentDir: string;
  readonly uploadsDir: string;
}): ContentMedia {
  return {
    async prepare(ref) {
      const bytes = await readFile(join(options.contentDir, MEDIA_FOLDER, ref.path)).catch(
        () => undefined,
      );
      return bytes ? fromFile(ref, bytes) : generated(ref);
    },
    async publish(media) {
      await Promise.all(
        media.map(async (item) => {
          const target = join(options.uploadsDir, item.path);
          await mkdir(dirname(target), { recursive: true });
          // Write beside, then rename: a reader never sees half a file.
          const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
          await writeFile(temporary, item.bytes);
          await rename(temporary, target);
        }),
      );
    },
  };
}
