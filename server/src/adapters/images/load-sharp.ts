// sharp (libvips) is loaded on the first image operation, not at start-up: most requests never touch
// an image, and the native library costs start-up time and memory.
import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

export const loadSharp = (): Promise<typeof sharpModule> =>
  (loading ??= import('sharp').then((module) => module.default));
