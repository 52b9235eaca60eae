import type * as z from 'zod/mini';
import type { FormHandle } from '../../../domain/content/content';
import type { DataSubject, GatewayError } from '../../../domain/http/gateway.errors';
import type { Result } from '../../../domain/shared/result';
import type { CraftClient, QueryParams } from './craft-client';
import { mapAnswer } from './gateway-result';

/** The content system's Element API endpoints, the REST settings and the forms endpoint. */
export const CONTENT_ENDPOINTS = {
  menu: (handle: string) => `api/v1/menus/${handle}`,
  single: (handle: string) => `api/v1/singles/${handle}`,
  page: 'api/v1/pages',
  products: 'api/v1/products',
  product: (slug: string) => `api/v1/products/${slug}`,
  variant: (id: number) => `api/v1/variants/${id}`,
  categories: 'api/v1/categories',
  blogPosts: 'api/v1/blog/posts',
  blogPost: (slug: string) => `api/v1/blog/posts/${encodeURIComponent(slug)}`,
  blogCategories: 'api/v1/blog/categories',
  caseStudies: 'api/v1/case-studies',
  caseStudy: (slug: string) => `api/v1/case-studies/${encodeURIComponent(slug)}`,
  search: 'api/v1/search',
  countries: 'settings/enabled-countries',
  states: 'settings/enabled-states',
  gateways: 'settings/enabled-gateways',
  form: (handle: FormHandle) => `api/v1/forms/${handle}`,
} as const;

export type Answer<T> = Promise<Result<T, GatewayError>>;

/** A GET through the client, decoded with its schema and mapped to the domain. */
export const readContent = <T, U>(
  client: CraftClient,
  endpoint: string,
  schema: z.ZodMiniType<T>,
  map: (decoded: T) => U,
  query?: QueryParams,
  subject: DataSubject = 'response',
): Answer<U> => mapAnswer(client.get(endpoint, query), schema, subject, endpoint, map);
