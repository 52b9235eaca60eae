import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../../src/app.ts';
import { aContentShop } from '../content-api/content.mother.ts';
import { startTestApp } from './test-app.ts';

/** The shell a stand-in build serves: one module script in the body, an empty root. */
export const STAND_IN_SHELL =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';

/** A storefront build of a shell and a stand-in render module (`dist/ssr/render-page.js`). */
export async function aStandInBuild(renderModule: string, shell = STAND_IN_SHELL) {
  const dir = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dir, 'ssr'));
  await writeFile(join(dir, 'index.html'), shell);
  await writeFile(join(dir, 'ssr', 'render-page.js'), renderModule);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A test shop (the content shop's data) serving a stand-in build; `page` asks as a browser does. */
export async function aShopServingStandIn(renderModule: string, overrides: Partial<AppDeps> = {}) {
  const build = await aStandInBuild(renderModule);
  const t = await startTestApp({ staticDir: build.dir, overrides });
  await aContentShop(t.db.db);
  return {
    t,
    page: (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } }),
    close: async () => {
      await t.close();
      await build.remove();
    },
  };
}
