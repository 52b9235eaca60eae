/** GET /api/v1/singles/sticky-bar-cta */
export interface StickyBarContent {
  readonly isEnabled: boolean;
  readonly stickyBarRichTextContent: string;
  readonly stickyBarRichTextContentSecondary: string;
}

export interface StickyBarState {
  /** scroll position of the previous scroll event, px from the top */
  readonly lastScrollY: number;
  /** hidden by scrolling down past the threshold */
  readonly hiddenByScroll: boolean;
  readonly productBarVisible: boolean;
  /** the bar's own measured height, px */
  readonly barHeight: number;
}

export type StickyBarEvent =
  | { readonly type: 'scrolled'; readonly scrollY: number }
  | { readonly type: 'measured'; readonly barHeight: number }
  | { readonly type: 'product-bar-visibility-changed'; readonly visible: boolean };
