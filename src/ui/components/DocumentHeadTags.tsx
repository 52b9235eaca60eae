import { useEffect } from 'react';
import type { DocumentHeadInput } from '../../domain/seo/document-head';
import { headTags } from '../../domain/seo/document-head.rules';
import { applyHeadTags, removeJsonLd } from './document-head.dom';
import { currentShopName } from './shop-name.dom';
import { useHeadSink } from '../app/head/head-sink';

/**
 * The screen's title, description, canonical link, Open Graph tags and JSON-LD, kept in the
 * document's <head> while the screen shows. Renders nothing. Pages render it as DocumentHead. On
 * the server it tells the render's head sink instead, which writes the same tags into the HTML.
 */
export const DocumentHeadTags = (props: DocumentHeadInput) => {
  useHeadSink()?.describe(props);
  const { title, description, canonicalPath, image, noindex, type, publishedAt, modifiedAt } =
    props;
  const jsonLd = props.jsonLd === undefined ? undefined : JSON.stringify(props.jsonLd);

  useEffect(() => {
    const input: DocumentHeadInput = {
      title,
      ...(description === undefined ? {} : { description }),
      ...(canonicalPath === undefined ? {} : { canonicalPath }),
      ...(image === undefined ? {} : { image }),
      ...(jsonLd === undefined ? {} : { jsonLd: JSON.parse(jsonLd) as object }),
      ...(noindex === undefined ? {} : { noindex }),
      ...(type === undefined ? {} : { type }),
      ...(publishedAt === undefined ? {} : { publishedAt }),
      ...(modifiedAt === undefined ? {} : { modifiedAt }),
    };
    applyHeadTags(headTags(input, { origin: window.location.origin, shopName: currentShopName() }));
  }, [title, description, canonicalPath, image, jsonLd, noindex, type, publishedAt, modifiedAt]);

  // Structured data describes this screen only: it leaves with it.
  useEffect(() => removeJsonLd, []);

  return null;
};
