import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleSearchIndex } from '../../src/adapters/db/search/drizzle.search-index.ts';
import {
  SEARCH_CANDIDATES,
  SUGGEST_CANDIDATES,
} from '../../src/adapters/db/search/search-documents.sql.ts';
import { searchDocuments } from '../../src/adapters/db/schema.ts';
import type { SearchIndex } from '../../src/ports/content/search-index.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('drizzle search index: content writers keep documents in step', () => {
  let testDb: TestDatabase;
  let index: SearchIndex;
  const query = {
    text: 'blorptastic lantern',
    terms: ['blorptastic', 'lantern'],
    type: null,
    limit: 10,
  };

  beforeAll(async () => {
    testDb = await openTestDatabase();
    index = drizzleSearchIndex(testDb.database.db);
  });
  afterAll(() => testDb.cleanup());

  it('finds an upserted document, sees it change, and forgets it once removed', async () => {
    const document = {
      type: 'post' as const,
      id: 987_654_321,
      uri: 'blog/blorptastic',
      title: 'Blorptastic Lantern',
      body: 'A lantern for the workshop.',
      imageUrl: '/img/blog/lantern.png',
      dateUpdated: new Date('2026-01-02T03:04:05Z'),
    };
    await index.upsert(document);
    const found = await index.search(query);
    expect(found.total).toBe(1);
    expect(found.hits[0]).toMatchObject({
      type: 'post',
      id: 987_654_321,
      title: 'Blorptastic Lantern',
      uri: 'blog/blorptastic',
      imageUrl: '/img/blog/lantern.png',
    });

    // Misspelt: found through the words the document brought into the search's vocabulary.
    const misspelt = { ...query, text: 'blorptastik lanter', terms: ['blorptastik', 'lanter'] };
    expect((await index.search(misspelt)).total).toBe(1);

    await index.upsert({ ...document, title: 'Blorptastic Lantern Mk II', body: 'Brighter.' });
    const changed = await index.search(query);
    expect(changed.total).toBe(1);
    expect(changed.hits[0]?.title).toBe('Blorptastic Lantern Mk II');
    // A word the update brought in is known from then on.
    const newWord = { ...query, text: 'blorptastic brigter', terms: ['blorptastic', 'brigter'] };
    expect((await index.search(newWord)).hits[0]?.title).toBe('Blorptastic Lantern Mk II');

    await index.remove('post', 987_654_321);
    expect((await index.search(query)).total).toBe(0);
    expect((await index.suggest(query)).total).toBe(0);
  });

  it('scores and orders the same on every engine (PGlite here, PostgreSQL with TEST_DATABASE_URL)', async () => {
    for (const [id, title, body] of [
      [1, 'Glimmerwick Saw', 'A saw for glimmerwick boards.'],
      [2, 'Glimmerwick Saw Blade', 'Spare blade for the Glimmerwick Saw.'],
      [3, 'Glimmerwik Saw Horse', 'Holds glimmerwik boards steady.'],
      [4, 'Glimmerwik Sander', 'Sands glimmerwick boards smooth.'],
    ] as const) {
      await index.upsert({
        type: 'product',
        id: 987_000_000 + id,
        uri: `products/g-${id}`,
        title,
        body,
        imageUrl: null,
        dateUpdated: new Date(),
      });
    }
    const found = await index.search({
      text: 'glimmerwick saw',
      terms: ['glimmerwick', 'saw'],
      type: 'product',
      limit: 10,
    });
    expect(found.hits.map((hit) => [hit.title, hit.score])).toEqual(SCORES);
  });

  it('counts every match and still ranks the best first when more match than get the full score', async () => {
    const many = SEARCH_CANDIDATES + 40;
    // Titles that sort before the right one, and a body that mentions the words, for each decoy.
    await testDb.database.db.insert(searchDocuments).values(
      Array.from({ length: many }, (_, n) => ({
        elementType: 'product',
        elementId: 986_000_000 + n,
        uri: `products/flange-${n}`,
        title: `Aardvark Flangewright Spanner ${n}`,
        body: 'Fits every flangewright bracket.',
      })),
    );
    await index.upsert({
      type: 'product',
      id: 986_999_999,
      uri: 'products/flangewright-bracket',
      title: 'Flangewright Bracket',
      body: 'The bracket.',
      imageUrl: null,
      dateUpdated: new Date(),
    });
    const exact = await index.search({
      text: 'flangewright bracket',
      terms: ['flangewright', 'bracket'],
      type: null,
      limit: 50,
    });
    expect(exact.total).toBe(many + 1);
    expect(exact.hits).toHaveLength(50);
    expect(exact.hits[0]?.title).toBe('Flangewright Bracket');
    const scores = exact.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // Cut short, the second word matches no document's words: every match comes from the trigram
    // arm, the decoys (their titles sort first) through the long first word alone.
    const typed = await index.search({
      text: 'flangewright brack',
      terms: ['flangewright', 'brack'],
      type: null,
      limit: 5,
    });
    expect(typed.total).toBe(many + 1);
    expect(typed.hits[0]?.title).toBe('Flangewright Bracket');

    // Suggestions: more titles hold the word than get the full score; the one starting with it wins.
    expect(many + 1).toBeGreaterThan(SUGGEST_CANDIDATES);
    const suggested = await index.suggest({
      text: 'flangewright',
      terms: ['flangewright'],
      type: null,
      limit: 8,
    });
    expect(suggested.total).toBe(many + 1);
    expect(suggested.hits[0]?.title).toBe('Flangewright Bracket');
    expect(suggested.hits).toHaveLength(8);
  });
});

// Exact title (1) + full-text ranks + title similarity; the misspelt Saw Horse matches through the
// catalog word 'glimmerwick' resembles ('glimmerwik'), and ranks by the one query word it holds. The
// Sander is not found: nothing in it resembles 'saw'.
const SCORES: [string, number][] = [
  ['Glimmerwick Saw', 2.9139],
  ['Glimmerwick Saw Blade', 1.9677],
  ['Glimmerwik Saw Horse', 0.9722],
];
