/** Navigation state asking the page to stay where it is scrolled (a variant pick, say). */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
