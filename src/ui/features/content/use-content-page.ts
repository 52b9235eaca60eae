import { useMemo } from 'react';
import { contentView, type ContentView } from '../../../application/content/content-view';
import type { ContentPage } from '../../../domain/content/content';
import type { PageBlock } from '../../../domain/content/page-blocks';
import { readBlocks } from '../../../domain/content/page-blocks.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';

export interface ShownPage {
  readonly page: ContentPage;
  readonly blocks: readonly PageBlock[];
}

/**
 * The content page at a URI ('' is home), loaded when the URI changes. Loading starts in a layout
 * effect, so the previous page's state is never painted under the new URL.
 */
export const useContentPage = (
  uri: string,
): { view: ContentView<ShownPage>; retry: () => void } => {
  const { content } = useServices();
  const state = useObservable(content.page$);

  const view = contentView(state, (page) => page.uri === uri);
  const page = view.kind === 'ready' ? view.data : null;
  const blocks = useMemo(() => (page === null ? [] : readBlocks(page.blocks)), [page]);
  const shown: ContentView<ShownPage> =
    view.kind === 'ready' ? { kind: 'ready', data: { page: view.data, blocks } } : view;
  return { view: shown, retry: () => void content.loadPage(uri) };
};
