import { buildIdOf } from '../../domain/routing/release.rules';
import type { BuildInfo } from '../../ports/build-info';

/**
 * The running build is the page's own entry script; the latest is the one in the app shell the
 * server sends now (index.html is served "no-cache", so this always reaches the server).
 */
export class DocumentBuildInfo implements BuildInfo {
  readonly #fetch: typeof fetch;

  constructor(fetchImpl: typeof fetch) {
    this.#fetch = fetchImpl;
  }

  runningBuild(): string | null {
    return buildIdOf(document.head.innerHTML);
  }

  async latestBuild(): Promise<string | null> {
    try {
      const response = await this.#fetch('/', {
        cache: 'no-store',
        headers: { accept: 'text/html' },
      });
      return response.ok ? buildIdOf(await response.text()) : null;
    } catch {
      return null;
    }
  }
}
