import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../src/adapters/fakes/demo-content';
import { ContentService } from '../../../src/application/content/content.service';
import { contentView } from '../../../src/application/content/content-view';
import type { Loadable } from '../../../src/application/shared/loadable';
import { inMemoryContentPorts } from '../../support/in-memory.backend';
import { current } from '../../support/observed';

const status = fc.constantFrom('idle', 'loading', 'ready', 'failed' as const);
const loadable: fc.Arbitrary<Loadable<string>> = fc
  .record({
    status,
    data: fc.option(fc.constantFrom('wanted', 'other')),
    error: fc.option(fc.constantFrom('Page not found: /x', 'Unable to communicate')),
    notFound: fc.boolean(),
  })
  .map(({ notFound, ...rest }) => (notFound ? { ...rest, notFound: true as const } : rest));

describe('content views', () => {
  it('show data only for the wanted item, a 404 as not found, failures with their message', () => {
    fc.assert(
      fc.property(loadable, (state) => {
        const view = contentView(state, (data) => data === 'wanted');
        const failed = state.status === 'failed';
        const message = state.error ?? 'Something went wrong';
        if (failed && state.notFound === true) expect(view).toEqual({ kind: 'not-found', message });
        else if (state.data === 'wanted') expect(view).toEqual({ kind: 'ready', data: 'wanted' });
        else if (failed) expect(view).toEqual({ kind: 'failed', message });
        else expect(view).toEqual({ kind: 'loading' });
      }),
    );
  });

  it("never shows the previous item's data while the next one loads", () => {
    expect(
      contentView({ status: 'loading', data: 'other', error: null }, (data) => data === 'wanted'),
    ).toEqual({ kind: 'loading' });
  });

  it("gives a missing home page the spec's 404 message for '/'", async () => {
    const options = demoContent();
    const withoutHome = { ...options, pages: options.pages?.filter((page) => page.uri !== '') };
    const content = new ContentService(inMemoryContentPorts(withoutHome).editorial);

    await content.loadPage('');

    expect(contentView(current(content.page$), (page) => page.uri === '')).toEqual({
      kind: 'not-found',
      message: 'Page not found: /',
    });
  });
});
