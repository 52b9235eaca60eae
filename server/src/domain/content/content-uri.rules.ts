// Where each kind of content lives on the storefront (its routes, spec section 2), without a leading slash.

export const blogPostUri = (slug: string): string => `blog/${slug}`;
export const blogCategoryUri = (slug: string): string => `blog/category/${slug}`;
export const caseStudyUri = (slug: string): string => `case-studies/${slug}`;

/** Page URIs as stored: no leading or trailing slash; '' is the home page. */
export const normalizePageUri = (uri: string): string => uri.trim().replace(/^\/+|\/+$/g, '');
