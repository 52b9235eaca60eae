import { isNewRelease, RELEASE_CHECK_INTERVAL_MS } from '../../domain/routing/release.rules';
import { mayReload, reloadMarker } from '../../domain/routing/reload-guard.rules';
import type { BuildInfo } from '../../ports/build-info';
import type { Clock } from '../../ports/clock';
import type { PageReloader } from '../../ports/page-reloader';
import type { Scheduler } from '../../ports/scheduler';
import type { SessionStore } from '../../ports/session-store';

export interface ReleaseServiceDeps {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly sessionStore: SessionStore;
  readonly reloader: PageReloader;
  readonly buildInfo: BuildInfo;
}

/**
 * After a new release the old hashed chunks are gone, so a page open since before it fails to
 * load its next chunk. The page then reloads itself once to pick up the new build; a marker kept
 * for 10 s stops a page whose chunk is really broken from reloading forever. Every hour the page
 * also asks the server which build it serves: once a new one is out, the next navigation is a
 * full page load, so it gets the new build before any chunk can fail.
 */
export class ReleaseService {
  readonly #deps: ReleaseServiceDeps;
  #newRelease = false;
  #cancelCheck: (() => void) | null = null;

  constructor(deps: ReleaseServiceDeps) {
    this.#deps = deps;
  }

  /** A chunk failed to load on `path`: true when the page reloads, false when it must show the error. */
  chunkFailed(path: string): boolean {
    const now = this.#deps.clock.now();
    if (!mayReload(this.#deps.sessionStore.readReloadMarker(), path, now)) return false;
    this.#deps.sessionStore.writeReloadMarker(reloadMarker(path, now));
    this.#deps.reloader.reload();
    return true;
  }

  /** True once the server serves a build other than the running one. */
  get newReleaseAvailable(): boolean {
    return this.#newRelease;
  }

  async checkForNewRelease(): Promise<boolean> {
    if (this.#newRelease) return true;
    const running = this.#deps.buildInfo.runningBuild();
    if (running === null) return false;
    this.#newRelease = isNewRelease(running, await this.#deps.buildInfo.latestBuild());
    return this.#newRelease;
  }

  /** Checks every hour until a new release is found; returns the stop. */
  startChecking(intervalMs: number = RELEASE_CHECK_INTERVAL_MS): () => void {
    const schedule = () => {
      this.#cancelCheck = this.#deps.scheduler.schedule(intervalMs, () => {
        void this.checkForNewRelease().then((found) => {
          if (!found && this.#cancelCheck !== null) schedule();
        });
      });
    };
    this.#cancelCheck?.();
    schedule();
    return () => {
      this.#cancelCheck?.();
      this.#cancelCheck = null;
    };
  }
}
