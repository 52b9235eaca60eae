/**
 * The messages browsers give when a dynamically imported module cannot be fetched: Chromium
 * ("Failed to fetch dynamically imported module"), Firefox ("error loading dynamically imported
 * module"), Safari ("Importing a module script failed"), and Vite's own preload failure.
 */
const STALE_CHUNK_MESSAGES: readonly RegExp[] = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** A page's code could not be loaded: after a release, the old hashed file is usually gone. */
export const isStaleChunkError = (message: string): boolean =>
  STALE_CHUNK_MESSAGES.some((pattern) => pattern.test(message));
