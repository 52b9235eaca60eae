import type { ModalsState } from './modals';

export const closedModals: ModalsState = {
  typeformOpen: false,
  callQuoteOpen: false,
  preloadCallQuote: false,
  metadata: null,
};

/** One modal at a time: opening one closes the other. */
export const openTypeform = (
  state: ModalsState,
  metadata: ModalsState['metadata'] = null,
): ModalsState => ({ ...state, typeformOpen: true, callQuoteOpen: false, metadata });

export const openCallQuote = (
  state: ModalsState,
  metadata: ModalsState['metadata'] = null,
): ModalsState => ({ ...state, callQuoteOpen: true, typeformOpen: false, metadata });

/** Closing forgets the metadata; the preload flag stays, the form is still worth keeping warm. */
export const closeModals = (state: ModalsState): ModalsState => ({
  ...state,
  typeformOpen: false,
  callQuoteOpen: false,
  metadata: null,
});

export const setPreloadCallQuote = (state: ModalsState, preload: boolean): ModalsState => ({
  ...state,
  preloadCallQuote: preload,
});
