import { imageUrl } from '../layout/image.rules';
import { uploadPathOf } from '../layout/responsive-image.rules';

/** Link previews want one absolute, widely supported image: a 1280 px JPEG of an upload. */
export const absoluteImageUrl = (image: string, origin: string): string | null => {
  if (/^https?:\/\//i.test(image)) return image;
  const upload = uploadPathOf(image);
  if (upload !== null) return `${origin}${imageUrl(upload, 1280)}&fmt=jpeg`;
  return image.startsWith('/') && !image.startsWith('//') ? `${origin}${image}` : null;
};
