// Every rich-text field of a bundle through the sanitiser; plain-text fields are left alone, since the
// storefront renders them as text.
import type { ContentBundle, PageBlock } from '../../domain/content/content.ts';
import type { HtmlSanitizer } from '../../ports/content/html-sanitizer.ts';

function sanitizeBlock(block: PageBlock, clean: (html: string) => string): PageBlock {
  switch (block.type) {
    case 'richText':
      return { ...block, html: clean(block.html) };
    case 'faq':
      return {
        ...block,
        items: block.items.map((item) => ({ ...item, answerHtml: clean(item.answerHtml) })),
      };
    default:
      return block;
  }
}

export function sanitizeContent(bundle: ContentBundle, sanitizer: HtmlSanitizer): ContentBundle {
  const clean = (html: string) => sanitizer.sanitize(html);
  return {
    ...bundle,
    categories: bundle.categories.map((c) => ({ ...c, descriptionHtml: clean(c.descriptionHtml) })),
    products: bundle.products.map((p) => ({ ...p, descriptionHtml: clean(p.descriptionHtml) })),
    pages: bundle.pages.map((page) => ({
      ...page,
      blocks: page.blocks.map((block) => sanitizeBlock(block, clean)),
    })),
    blogPosts: bundle.blogPosts.map((post) => ({ ...post, bodyHtml: clean(post.bodyHtml) })),
    caseStudies: bundle.caseStudies.map((study) => ({ ...study, bodyHtml: clean(study.bodyHtml) })),
    singles: bundle.singles.map((single) =>
      single.handle === 'sticky-bar-cta'
        ? {
            ...single,
            stickyBarRichTextContent: clean(single.stickyBarRichTextContent),
            stickyBarRichTextContentSecondary: clean(single.stickyBarRichTextContentSecondary),
          }
        : single,
    ),
  };
}
