import type {
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  CaseStudySummary,
  ContentPage,
  ImageAsset,
  Seo,
  SearchResults,
} from '../../../domain/content/content';
import type {
  BlogCategoryJson,
  BlogPostJson,
  BlogPostSummaryJson,
  CaseStudyJson,
  CaseStudySummaryJson,
  ContentPageJson,
  ImageJson,
  SearchResultsJson,
  SeoJson,
} from './element-api-content.schema';

export const mapImage = (image: ImageJson): ImageAsset => ({
  url: image.url,
  alt: image.alt ?? '',
  width: image.width ?? null,
  height: image.height ?? null,
});

/** The page's own title stands in when the editor wrote no SEO title. */
export const mapSeo = (seo: SeoJson | null | undefined, title: string): Seo => ({
  title: seo?.title ?? title,
  description: seo?.description ?? null,
});

export const mapContentPage = (page: ContentPageJson): ContentPage => ({
  id: page.id,
  title: page.title,
  uri: page.uri,
  blocks: page.blocks ?? [],
  seo: mapSeo(page.seo, page.title),
});

/** Element URIs without a leading slash, as Craft stores them. */
const uriOr = (uri: string | null | undefined, fallback: string): string => uri ?? fallback;

export const mapBlogPostSummary = (post: BlogPostSummaryJson): BlogPostSummary => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  uri: uriOr(post.uri, `blog/${post.slug}`),
  author: post.author ?? null,
  excerpt: post.excerpt ?? '',
  publishedAt: post.publishedAt,
  category: post.category
    ? { ...post.category, uri: uriOr(post.category.uri, `blog/category/${post.category.slug}`) }
    : null,
  image: post.image ? mapImage(post.image) : null,
});

export const mapBlogPost = (post: BlogPostJson): BlogPost => ({
  ...mapBlogPostSummary(post),
  body: post.body ?? '',
  seo: mapSeo(post.seo, post.title),
  dateUpdated: post.dateUpdated ?? post.publishedAt,
});

export const mapBlogCategory = (category: BlogCategoryJson): BlogCategory => ({
  id: category.id,
  title: category.title,
  slug: category.slug,
  uri: uriOr(category.uri, `blog/category/${category.slug}`),
  description: category.description ?? '',
  postCount: category.postCount ?? 0,
});

export const mapCaseStudySummary = (study: CaseStudySummaryJson): CaseStudySummary => ({
  id: study.id,
  title: study.title,
  slug: study.slug,
  uri: uriOr(study.uri, `case-studies/${study.slug}`),
  client: study.client ?? '',
  industry: study.industry ?? '',
  summary: study.summary ?? '',
  publishedAt: study.publishedAt,
  image: study.image ? mapImage(study.image) : null,
});

export const mapCaseStudy = (study: CaseStudyJson): CaseStudy => ({
  ...mapCaseStudySummary(study),
  body: study.body ?? '',
  seo: mapSeo(study.seo, study.title),
  dateUpdated: study.dateUpdated ?? study.publishedAt,
});

export const mapSearchResults = ({ data, meta }: SearchResultsJson): SearchResults => ({
  query: meta.query,
  total: meta.total,
  hits: data.map((hit) => ({
    type: hit.type,
    id: hit.id,
    title: hit.title,
    uri: hit.uri,
    url: hit.url ?? `/${hit.uri.replace(/^\/+/, '')}`,
    snippet: hit.snippet ?? '',
    imageUrl: hit.imageUrl ?? null,
  })),
});
