import { createContext, use } from 'react';
import type { ResponsiveImage } from '../../../domain/layout/responsive-image.rules';
import type { DocumentHeadInput } from '../../../domain/seo/document-head';

/**
 * What a server render learns about its page's head while it renders: the components that keep the
 * head in the browser (DocumentHead, usePageTitle, the 404 page, the main picture) tell it here, so
 * the HTML's head and the browser's come from the same code. Only the server render provides one.
 */
export interface HeadSink {
  /** The screen's head; the innermost screen, rendered last, has the last word. */
  describe(input: DocumentHeadInput): void;
  /**
   * The page's main picture, as its <img> asks for it (the head's preload must name exactly that);
   * the first one rendered is the page's largest paint.
   */
  leadImage(sources: ResponsiveImage): void;
  /** The address names nothing: the page goes out with a 404 status. */
  notFound(): void;
}

export const HeadSinkContext = /* @__PURE__ */ createContext<HeadSink | null>(null);

/** The server render's head sink; always null in the browser (and left out of its bundle). */
export const useHeadSink = (): HeadSink | null =>
  import.meta.env.SSR ? use(HeadSinkContext) : null;
