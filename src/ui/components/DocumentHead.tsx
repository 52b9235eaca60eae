import { Suspense } from 'react';
import type { DocumentHeadInput } from '../../domain/seo/document-head';
import { lazyAfterFirstPage } from '../app/first-page';

export type DocumentHeadProps = DocumentHeadInput;

// The server writes the first page's head into the HTML it sends, so the code that keeps the head
// in step with the screen (the tags' rules and DOM updates) loads once the first page is on screen.
const DocumentHeadTags = lazyAfterFirstPage(
  async () => (await import('./DocumentHeadTags')).DocumentHeadTags,
);

/**
 * The screen's title, description, canonical link, Open Graph tags and JSON-LD, kept in the
 * document's <head> while the screen shows. Renders nothing.
 */
export const DocumentHead = (props: DocumentHeadProps) => (
  <Suspense fallback={null}>
    <DocumentHeadTags {...props} />
  </Suspense>
);
