import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSearchDocument } from '../support/search-document.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Hit {
  type: string;
  id: number;
  title: string;
  uri: string;
  url: string;
  snippet: string;
  imageUrl: string | null;
  score: number;
}
interface Body {
  data: Hit[];
  meta: { query: string; total: number };
}

describe('GET /api/v1/search', () => {
  let t: TestApp;
  const search = async (query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?${new URLSearchParams(query)}`,
      headers: { accept: 'application/json' },
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() as Body };
  };
  const titles = (body: Body) => body.data.map((hit) => hit.title);

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.db.db;
    await aSearchDocument(db, {
      title: 'Quillon Cordless Drill 18V',
      body: 'A light drill driver with two batteries. Drills <wood> & "metal" without a cord.',
      uri: 'products/quillon-cordless-drill',
      imageUrl: 'products/quillon drill.png',
    });
    await aSearchDocument(db, {
      title: 'Quillon Torque Wrench Case',
      body: 'A hard case that keeps the Quillon Torque Wrench and its sockets. Torque wrench torque wrench.',
    });
    await aSearchDocument(db, {
      title: 'Quillon Torque Wrench',
      body: 'Half-inch drive, clicks at the set torque.',
    });
    await aSearchDocument(db, {
      elementType: 'page',
      title: 'Quillon Drilling Guide',
      body: 'How to drill straight holes in oak.',
      uri: 'guides/quillon-drilling',
    });
    await aSearchDocument(db, {
      elementType: 'post',
      title: 'Quillon drill news',
      body: 'Our drill range grows.',
      uri: 'blog/quillon-drill-news',
    });
    await aSearchDocument(db, {
      elementType: 'case-study',
      title: 'Quillon drills at the bridge',
      body: 'A bridge builder drilled 10,000 holes.',
      uri: 'case-studies/quillon-bridge',
    });
    for (let n = 1; n <= 60; n += 1)
      await aSearchDocument(db, { title: `Zorblax Widget ${n}`, body: 'zorblax widget' });
  });
  afterAll(() => t.close());

  it('finds a product from misspelt words', async () => {
    for (const q of ['quillon cordles dril', 'cordles dril']) {
      const { status, body } = await search({ q });
      expect(status, q).toBe(200);
      expect(titles(body), q).toContain('Quillon Cordless Drill 18V');
    }
    const { body } = await search({ q: 'quillon torqe wrench' });
    expect(titles(body).slice(0, 2).sort()).toEqual([
      'Quillon Torque Wrench',
      'Quillon Torque Wrench Case',
    ]);
  });

  it('leaves out stop words and words like nothing in the catalog instead of finding nothing', async () => {
    for (const q of ['the quillon cordles dril', 'quillon cordless drill xyzzyplugh']) {
      const { body } = await search({ q });
      expect(titles(body), q).toContain('Quillon Cordless Drill 18V');
    }
    // Every word the catalog knows must match: no product holds both torque and batteries.
    const { body } = await search({ q: 'quillon torque batteries', type: 'product' });
    expect(titles(body)).toEqual([]);
    expect(body.meta.total).toBe(0);
  });

  it('ranks an exact title match first, even above a body full of the words', async () => {
    const { body } = await search({ q: 'Quillon Torque Wrench' });
    expect(body.data[0]?.title).toBe('Quillon Torque Wrench');
    expect(titles(body)).toContain('Quillon Torque Wrench Case');
    const scores = body.data.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers in the Element API shape with the URL, image and query', async () => {
    const { body, headers } = await search({ q: '  quillon   cordless ' });
    expect(body.meta).toEqual({ query: 'quillon cordless', total: expect.any(Number) });
    expect(body.meta.total).toBeGreaterThanOrEqual(1);
    expect(body.data[0]).toMatchObject({
      type: 'product',
      title: 'Quillon Cordless Drill 18V',
      uri: 'products/quillon-cordless-drill',
      url: '/products/quillon-cordless-drill',
      imageUrl: '/img/products/quillon%20drill.png',
      id: expect.any(Number),
      score: expect.any(Number),
    });
    expect(headers['x-robots-tag']).toBe('none');
  });

  it('highlights matches with <mark> and escapes everything else in snippets', async () => {
    const { body } = await search({ q: 'batteries', type: 'product' });
    const hit = body.data.find((h) => h.title === 'Quillon Cordless Drill 18V');
    expect(hit?.snippet).toContain('<mark>batteries</mark>');
    expect(hit?.snippet).toContain('&lt;wood&gt;');
    expect(hit?.snippet).toContain('&amp; &quot;metal&quot;');
    expect(hit?.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('filters by type, using the API names for Craft element types', async () => {
    const cases = [
      ['page', 'Quillon Drilling Guide', '/guides/quillon-drilling'],
      ['post', 'Quillon drill news', '/blog/quillon-drill-news'],
      ['case-study', 'Quillon drills at the bridge', '/case-studies/quillon-bridge'],
    ] as const;
    for (const [type, title, url] of cases) {
      const { body } = await search({ q: 'quillon drill', type });
      expect(body.data.length, type).toBeGreaterThan(0);
      expect(body.data.every((hit) => hit.type === type)).toBe(true);
      expect(body.data.find((hit) => hit.title === title)?.url).toBe(url);
    }
    const all = await search({ q: 'quillon drill' });
    expect(new Set(all.body.data.map((hit) => hit.type))).toEqual(
      new Set(['product', 'page', 'post', 'case-study']),
    );
  });

  it('suggests titles by prefix while the shopper types, and from misspellings', async () => {
    const typed = await search({ q: 'quillon tor', mode: 'suggest' });
    expect(titles(typed.body).slice(0, 2).sort()).toEqual([
      'Quillon Torque Wrench',
      'Quillon Torque Wrench Case',
    ]);
    expect(typed.body.data.every((hit) => hit.snippet === '')).toBe(true);

    const misspelt = await search({ q: 'quillon torqe', mode: 'suggest' });
    expect(titles(misspelt.body)).toContain('Quillon Torque Wrench');
    const halfTypedTypo = await search({ q: 'cordlss dri', mode: 'suggest' });
    expect(titles(halfTypedTypo.body)).toContain('Quillon Cordless Drill 18V');

    const many = await search({ q: 'zorblax', mode: 'suggest', limit: '50' });
    expect(many.body.data).toHaveLength(8);
    expect(many.body.meta.total).toBe(60);
  });

  it('returns at most 50 results, with the total of all matches', async () => {
    const { body } = await search({ q: 'zorblax widget', limit: '500' });
    expect(body.data).toHaveLength(50);
    expect(body.meta.total).toBe(60);
    const two = await search({ q: 'zorblax widget', limit: '2' });
    expect(two.body.data).toHaveLength(2);
  });

  it('refuses an empty or too long query, an unknown type and a bad limit with 400', async () => {
    const refused: Record<string, string>[] = [
      {},
      { q: '' },
      { q: '   ' },
      { q: '?!' },
      { q: 'a'.repeat(201) },
      { q: 'drill', type: 'recipe' },
      { q: 'drill', limit: 'ten' },
      { q: 'drill', limit: '0' },
      { q: 'drill', mode: 'psychic' },
    ];
    for (const query of refused) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ error: { code: 400, message: expect.any(String) } });
    }
    expect((await search({ q: 'a'.repeat(200) })).status).toBe(200);
  });
});
