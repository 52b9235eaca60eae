import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../src/adapters/fakes/demo-content';
import { SearchService } from '../../../src/application/content/search.service';
import type { SearchResults } from '../../../src/domain/content/content';
import type { GatewayError } from '../../../src/domain/http/gateway.errors';
import { ok, type Result } from '../../../src/domain/shared/result';
import type { SiteSearch } from '../../../src/ports/site-search';
import { deferred, type Deferred } from '../../support/deferred';
import { inMemoryContentPorts } from '../../support/in-memory.backend';
import { current } from '../../support/observed';

const setup = () => {
  const { content, search } = inMemoryContentPorts(demoContent());
  return { content, search: new SearchService(search) };
};

describe('SearchService', () => {
  it('searches and suggests', async () => {
    const { search } = setup();

    await search.search({ text: ' drill ' });
    await search.suggest('dri');

    expect(current(search.results$).data?.hits.map((hit) => hit.title)).toContain(
      'Cordless Drill Driver 18V',
    );
    expect(current(search.suggestions$).data?.hits.every((hit) => hit.snippet === '')).toBe(true);
  });

  it('clears the results for blank text without asking', async () => {
    const { search, content } = setup();
    content.goOffline();

    expect(await search.search({ text: '   ' })).toEqual(ok({ query: '', total: 0, hits: [] }));
    expect(await search.suggest('')).toEqual(ok({ query: '', total: 0, hits: [] }));
    expect(current(search.results$).status).toBe('ready');
  });

  it('shows why a search failed', async () => {
    const { search, content } = setup();
    content.goOffline();

    await search.search({ text: 'drill' });

    expect(current(search.results$).status).toBe('failed');
  });

  it('shows the suggestions for the latest text, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.stringMatching(/^[a-z]{1,4}$/), { minLength: 1, maxLength: 5 }).chain((texts) =>
          fc.tuple(
            fc.constant(texts),
            fc.shuffledSubarray(
              texts.map((_, index) => index),
              { minLength: texts.length, maxLength: texts.length },
            ),
          ),
        ),
        async ([texts, order]) => {
          const pending: Deferred<Result<SearchResults, GatewayError>>[] = [];
          const repository: SiteSearch = {
            search: () => Promise.reject(new Error('only suggestions are asked for')),
            suggest: () => {
              const answer = deferred<Result<SearchResults, GatewayError>>();
              pending.push(answer);
              return answer.promise;
            },
          };
          const search = new SearchService(repository);

          const typed = texts.map((text) => search.suggest(text));
          for (const index of order) {
            pending[index]?.resolve(ok({ query: texts[index] ?? '', total: 0, hits: [] }));
            await typed[index];
          }

          expect(current(search.suggestions$).data?.query).toBe(texts[texts.length - 1]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
