import type { PreviewImage } from '../../../domain/seo/page-metadata.ts';

/** Link previews want one absolute, widely supported image: a 1280 px JPEG of an upload. */
export function absoluteImageUrl(image: PreviewImage | null, publicUrl: string): string | null {
  if (!image) return null;
  if (image.kind === 'upload') {
    const path = image.path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
    return `${publicUrl}/img/${path}?w=1280&fmt=jpeg`;
  }
  if (/^https?:\/\//i.test(image.url)) return image.url;
  return image.url.startsWith('/') && !image.url.startsWith('//')
    ? `${publicUrl}${image.url}`
    : null;
}
