import { originalKindOf } from '../../domain/images/image-path.rules.ts';
import { MIME_TYPES, parseImageVariantRequest } from '../../domain/images/image-variant.rules.ts';
import type { ImageVariantRequest } from '../../domain/images/image-variant.ts';
import type { ImageRequestError } from '../../domain/images/image-variant.errors.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { Digest } from '../../ports/system/digest.ts';
import type { ImageTranscoder } from '../../ports/images/image-transcoder.ts';
import type { ImageVariantCache } from '../../ports/images/image-variant-cache.ts';
import type {
  OriginalImageStore,
  OriginalImageVersion,
} from '../../ports/images/original-image-store.ts';

/** Bump when the rendering changes (quality, encoder options): every cached variant gets a new key. */
export const IMAGE_PIPELINE_VERSION = 1;

export interface ImageVariantDeps {
  readonly originals: OriginalImageStore;
  readonly variantCache: ImageVariantCache;
  readonly transcoder: ImageTranscoder;
  readonly digest: Digest;
}

export type ImageBytesProblem = { readonly kind: 'not-found' } | { readonly kind: 'not-an-image' };
export type ImageVariantProblem = ImageRequestError | { readonly kind: 'not-found' };

/**
 * A found variant. The key (hence the ETag) is known from the original's size and mtime alone, so a
 * revalidation is answered without reading or rendering anything; `bytes` does that work on demand.
 */
export interface ImageVariant {
  readonly key: string;
  readonly mimeType: string;
  /** An SVG original passed through: the route must send it with a restrictive CSP. */
  readonly isSvg: boolean;
  bytes(): Promise<Result<Uint8Array, ImageBytesProblem>>;
}

type Raw = Parameters<typeof parseImageVariantRequest>[0];

const keyOf = (deps: ImageVariantDeps, parts: readonly (string | number | null)[]): string =>
  deps.digest.sha256(JSON.stringify([IMAGE_PIPELINE_VERSION, ...parts]));

function svgAsIs(
  deps: ImageVariantDeps,
  path: string,
  version: OriginalImageVersion,
): ImageVariant {
  return {
    key: keyOf(deps, [path, version.size, version.modifiedMs, 'svg']),
    mimeType: 'image/svg+xml',
    isSvg: true,
    async bytes() {
      const original = await deps.originals.read(path);
      return original ? ok(original) : err({ kind: 'not-found' });
    },
  };
}

function rendered(
  deps: ImageVariantDeps,
  request: ImageVariantRequest,
  version: OriginalImageVersion,
): ImageVariant {
  const key = keyOf(deps, [
    request.path,
    version.size,
    version.modifiedMs,
    request.width,
    request.format,
  ]);
  return {
    key,
    mimeType: MIME_TYPES[request.format],
    isSvg: false,
    async bytes() {
      const cached = await deps.variantCache.read(key);
      if (cached) return ok(cached);
      const original = await deps.originals.read(request.path);
      if (!original) return err({ kind: 'not-found' });
      const output = await deps.transcoder.transcode(original, request);
      if ('kind' in output) return err(output);
      await deps.variantCache.write(key, output);
      return ok(output);
    },
  };
}

/** `/img/<path>?w=&fmt=`: an allowed width and format of an uploaded original. */
export async function findImageVariant(
  deps: ImageVariantDeps,
  raw: Raw,
): Promise<Result<ImageVariant, ImageVariantProblem>> {
  const request = parseImageVariantRequest(raw);
  if (!request.ok) return request;
  const kind = originalKindOf(request.value.path);
  if (!kind) return err({ kind: 'not-found' });
  const version = await deps.originals.stat(request.value.path);
  if (!version) return err({ kind: 'not-found' });
  return ok(
    kind === 'svg' && !request.value.formatRequested
      ? svgAsIs(deps, request.value.path, version)
      : rendered(deps, request.value, version),
  );
}
