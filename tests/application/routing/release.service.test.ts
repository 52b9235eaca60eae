import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual.clock';
import { InMemorySessionStore } from '../../support/in-memory.session-store';
import { ReleaseService } from '../../../src/application/routing/release.service';
import { RELEASE_CHECK_INTERVAL_MS } from '../../../src/domain/routing/release.rules';
import { RELOAD_GUARD_TTL_MS } from '../../../src/domain/routing/reload-guard.rules';
import { flushPromises } from '../../support/deferred';

const setup = (builds: { running: string | null; latest: string | null }) => {
  const clock = new ManualClock();
  const sessionStore = new InMemorySessionStore();
  const reloads: number[] = [];
  let asked = 0;
  const release = new ReleaseService({
    clock,
    scheduler: clock,
    sessionStore,
    reloader: { reload: () => reloads.push(clock.now()) },
    buildInfo: {
      runningBuild: () => builds.running,
      latestBuild: () => {
        asked += 1;
        return Promise.resolve(builds.latest);
      },
    },
  });
  return { clock, sessionStore, reloads, release, builds, asked: () => asked };
};

const sameBuild = { running: '/assets/index-a.js', latest: '/assets/index-a.js' };

describe('ReleaseService stale chunks', () => {
  it('reloads once on a stale chunk and not again for the same page within 10 s', () => {
    const { clock, reloads, release } = setup(sameBuild);
    expect(release.chunkFailed('/products')).toBe(true);
    clock.advance(RELOAD_GUARD_TTL_MS - 1);
    expect(release.chunkFailed('/products')).toBe(false);
    expect(reloads).toHaveLength(1);
  });

  it('reloads again after the guard expires, or for another page', () => {
    const { clock, reloads, release, sessionStore } = setup(sameBuild);
    release.chunkFailed('/products');
    expect(release.chunkFailed('/cart')).toBe(true);
    clock.advance(RELOAD_GUARD_TTL_MS);
    expect(release.chunkFailed('/cart')).toBe(true);
    expect(reloads).toHaveLength(3);
    expect(sessionStore.readReloadMarker()?.path).toBe('/cart');
  });
});

describe('ReleaseService release check', () => {
  it('finds a new release when the server serves another build', async () => {
    const { release, builds } = setup({ ...sameBuild });
    expect(await release.checkForNewRelease()).toBe(false);
    builds.latest = '/assets/index-b.js';
    expect(await release.checkForNewRelease()).toBe(true);
    expect(release.newReleaseAvailable).toBe(true);
  });

  it('never reports a release when the running build is unknown (development)', async () => {
    const { release, asked } = setup({ running: null, latest: '/assets/index-b.js' });
    expect(await release.checkForNewRelease()).toBe(false);
    expect(asked()).toBe(0);
  });

  it('asks every hour until a release is found, and not after being stopped', async () => {
    const { clock, release, builds, asked } = setup({ ...sameBuild });
    const stop = release.startChecking();
    clock.advance(RELEASE_CHECK_INTERVAL_MS - 1);
    expect(asked()).toBe(0);
    clock.advance(1);
    await flushPromises();
    expect(asked()).toBe(1);
    builds.latest = '/assets/index-b.js';
    clock.advance(RELEASE_CHECK_INTERVAL_MS);
    await flushPromises();
    expect(release.newReleaseAvailable).toBe(true);
    clock.advance(RELEASE_CHECK_INTERVAL_MS * 3);
    await flushPromises();
    expect(asked()).toBe(2);
    stop();
    expect(clock.pendingTasks).toBe(0);
  });

  it('stops asking when stopped', async () => {
    const { clock, release, asked } = setup({ ...sameBuild });
    const stop = release.startChecking();
    stop();
    clock.advance(RELEASE_CHECK_INTERVAL_MS * 2);
    await flushPromises();
    expect(asked()).toBe(0);
  });
});
