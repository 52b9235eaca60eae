import type { ReloadMarker } from './routing';

export const RELOAD_GUARD_TTL_MS = 10_000;

export const reloadMarker = (
  path: string,
  now: number,
  ttlMs: number = RELOAD_GUARD_TTL_MS,
): ReloadMarker => ({ path, expiresAt: now + ttlMs });

/**
 * The app may reload itself unless it already did so for the same path within the last 10 s:
 * that stops a page whose reload fails again from reloading forever. `force` overrides.
 */
export const mayReload = (
  marker: ReloadMarker | null,
  path: string,
  now: number,
  force = false,
): boolean => force || marker === null || marker.path !== path || now >= marker.expiresAt;
