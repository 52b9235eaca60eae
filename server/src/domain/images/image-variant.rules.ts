import { err, ok, type Result } from '../shared/result.ts';
import { isSafeImagePath } from './image-path.rules.ts';
import { IMAGE_FORMATS, type ImageFormat, type ImageVariantRequest } from './image-variant.ts';
import type { ImageRequestError } from './image-variant.errors.ts';

/** The storefront's responsive image breakpoints (xs..2xl) and pixel densities, from the spec. */
export const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;
export const DENSITIES = [1, 2] as const;
export const DEFAULT_FORMAT: ImageFormat = 'webp';

/** Every width the server renders: a small, fixed set keeps the cache bounded whatever clients ask. */
export const ALLOWED_WIDTHS: readonly number[] = [
  ...new Set(BREAKPOINTS.flatMap((width) => DENSITIES.map((density) => width * density))),
].sort((a, b) => a - b);

const LARGEST_WIDTH = ALLOWED_WIDTHS[ALLOWED_WIDTHS.length - 1] ?? 0;

/** The smallest allowed width not below the request (so the image is never blurrier than asked). */
export const servedWidth = (requested: number): number =>
  ALLOWED_WIDTHS.find((width) => width >= requested) ?? LARGEST_WIDTH;

const isImageFormat = (value: string): value is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(value);

const single = (value: unknown): string | undefined | null =>
  value === undefined ? undefined : typeof value === 'string' ? value : null;

function parseWidth(raw: unknown): Result<number | null, ImageRequestError> {
  const value = single(raw);
  if (value === undefined || value === '') return ok(null);
  if (value === null || !/^\d{1,5}$/.test(value) || Number(value) < 1)
    return err({ kind: 'invalid-width', value: String(value ?? raw) });
  return ok(servedWidth(Number(value)));
}

function parseFormat(raw: unknown): Result<ImageFormat | null, ImageRequestError> {
  const value = single(raw);
  if (value === undefined || value === '') return ok(null);
  const name = value === 'jpg' ? 'jpeg' : value;
  if (name === null || !isImageFormat(name))
    return err({ kind: 'unknown-format', value: String(value ?? raw) });
  return ok(name);
}

export function parseImageVariantRequest(raw: {
  readonly path: string;
  readonly w?: unknown;
  readonly fmt?: unknown;
}): Result<ImageVariantRequest, ImageRequestError> {
  if (!isSafeImagePath(raw.path)) return err({ kind: 'unsafe-path' });
  const width = parseWidth(raw.w);
  if (!width.ok) return width;
  const format = parseFormat(raw.fmt);
  if (!format.ok) return format;
  return ok({
    path: raw.path,
    width: width.value,
    format: format.value ?? DEFAULT_FORMAT,
    formatRequested: format.value !== null,
  });
}

export const MIME_TYPES: Readonly<Record<ImageFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
