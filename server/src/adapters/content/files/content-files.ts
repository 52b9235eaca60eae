// Where each content kind lives in a content folder, and how a file's text becomes data: JSON or YAML,
// then the kind's schema. Problems name the file and the field path.
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import type * as z from 'zod';
import type { ContentKind } from '../../../domain/content/content.ts';
import type { ContentProblem } from '../../../domain/content/content.errors.ts';
import { err, ok, type Result } from '../../../domain/shared/result.ts';

export const KIND_FOLDERS: Readonly<Record<ContentKind, string>> = {
  categories: 'categories',
  products: 'products',
  pages: 'pages',
  blogCategories: 'blog/categories',
  blogPosts: 'blog/posts',
  caseStudies: 'case-studies',
  menus: 'menus',
  singles: 'singles',
  countries: 'countries',
  gateways: 'gateways',
};

/** Source images and icons, copied to the uploads directory under the same relative path. */
export const MEDIA_FOLDER = 'media';
export const DATA_EXTENSIONS = ['.json', '.yaml', '.yml'];

export function kindOf(relativePath: string): ContentKind | undefined {
  const entries = Object.entries(KIND_FOLDERS) as [ContentKind, string][];
  return entries.find(([, folder]) => relativePath.startsWith(`${folder}/`))?.[0];
}

function parseText(file: string, text: string): Result<unknown, ContentProblem> {
  const unreadable = (message: string) =>
    err({ kind: 'unreadable' as const, file, path: '', message });
  if (file.endsWith('.json')) {
    try {
      return ok(JSON.parse(text) as unknown);
    } catch (error) {
      return unreadable(
        `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  // yaml is loaded by content imports only, not at every start-up.
  const { parseDocument } = createRequire(import.meta.url)('yaml') as typeof Yaml;
  const document = parseDocument(text);
  const [first] = document.errors;
  // The message's first line says what and where; the code frame after it does not fit one line.
  if (first)
    return unreadable(`Not valid YAML: ${(first.message.split('\n')[0] ?? '').replace(/:$/, '')}`);
  return ok(document.toJS() as unknown);
}

/** zod's "Invalid input: expected number, received string" reads better as "Expected number, ...". */
const tidy = (message: string): string => {
  const rest = message.replace(/^Invalid input: /, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};

export function decodeFile<T>(
  file: string,
  text: string,
  schema: z.ZodType<T, unknown>,
): Result<T, ContentProblem[]> {
  const parsed = parseText(file, text);
  if (!parsed.ok) return err([parsed.error]);
  const decoded = schema.safeParse(parsed.value);
  if (decoded.success) return ok(decoded.data);
  return err(
    decoded.error.issues.map((issue) => ({
      kind: 'invalid',
      file,
      path: issue.path.map(String).join('.'),
      message: tidy(issue.message),
    })),
  );
}
