import { isNotFound, type Loadable } from '../shared/loadable';

/** What a content screen shows for the item its URL names. */
export type ContentView<T> =
  | { readonly kind: 'ready'; readonly data: T }
  | { readonly kind: 'loading' }
  /** the message is the spec's 'Page not found: {path}' for the URL, for a screen that shows it */
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * A screen's view of shared loadable state: the data only when it is the item the URL asks for
 * (the previous page's data stays while the next loads, and must not show under the new URL), a
 * 404 as not found, any other failure with its message, and otherwise loading.
 */
export const contentView = <T>(
  loadable: Loadable<T>,
  isWanted: (data: T) => boolean,
): ContentView<T> => {
  const message = loadable.error ?? 'Something went wrong';
  if (loadable.status === 'failed' && isNotFound(loadable)) return { kind: 'not-found', message };
  if (loadable.data !== null && isWanted(loadable.data))
    return { kind: 'ready', data: loadable.data };
  if (loadable.status === 'failed') return { kind: 'failed', message };
  return { kind: 'loading' };
};
