// A shop serving a fake built storefront (a temporary dist with an index.html) and a reader for the
// tags the server writes into the shell's <head>, for the head tests.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.ts';

export const SHELL = [
  '<!doctype html><html lang="en"><head>',
  '<meta charset="UTF-8" />',
  '<meta\n  name="description"\n  content="The shell\'s own description."\n/>',
  '<title>Storefront</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/** The head's tags as a tiny parser would see them: enough to assert on without a DOM. */
export function headOf(html: string) {
  const meta = (key: 'name' | 'property', name: string) =>
    html.match(new RegExp(`<meta ${key}="${name}" content="([^"]*)">`))?.[1];
  const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: meta('name', 'description'),
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    robots: meta('name', 'robots'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    og: (name: string) => meta('property', `og:${name}`),
    twitter: (name: string) => meta('name', `twitter:${name}`),
    meta,
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

export interface ShopWithShell {
  readonly t: TestApp;
  readonly dist: string;
  page(url: string): Promise<{
    status: number;
    headers: Record<string, string | string[] | number | undefined>;
    html: string;
    head: ReturnType<typeof headOf>;
  }>;
  close(): Promise<void>;
}

export async function aShopWithShell(): Promise<ShopWithShell> {
  const dist = await mkdtemp(join(tmpdir(), 'shop-seo-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), SHELL);
  const t = await startTestApp({ staticDir: dist, publicUrl: 'https://shop.example' });
  return {
    t,
    dist,
    async page(url) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      return {
        status: res.statusCode,
        headers: res.headers,
        html: res.body,
        head: headOf(res.body),
      };
    },
    async close() {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
