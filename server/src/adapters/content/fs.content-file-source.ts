// Reads a content folder from disk (layout in server/content/README.md). Every file is decoded even when
// an earlier one is bad, so an author sees all problems at once.
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type * as z from 'zod';
import type { ContentBundle, ContentKind } from '../../domain/content/content.ts';
import type { ContentProblem } from '../../domain/content/content.errors.ts';
import { err, ok } from '../../domain/shared/result.ts';
import type { ContentFileSource } from '../../ports/content/content-file-source.ts';
import { blogCategoryFile, blogPostFile } from './files/blog.schema.ts';
import { caseStudyFile } from './files/case-study.schema.ts';
import { categoryFile } from './files/category.schema.ts';
import {
  DATA_EXTENSIONS,
  decodeFile,
  KIND_FOLDERS,
  kindOf,
  MEDIA_FOLDER,
} from './files/content-files.ts';
import { countryFile } from './files/country.schema.ts';
import { gatewayFile } from './files/gateway.schema.ts';
import { menuFile } from './files/menu.schema.ts';
import { pageFile } from './files/page.schema.ts';
import { productFile } from './files/product.schema.ts';
import { singleFile } from './files/single.schema.ts';

interface LoadedFile {
  readonly file: string;
  readonly text: string;
}

/** Data files by kind; docs (.md) and dotfiles are skipped, `media/` is read by the media adapter. */
async function listFiles(dir: string, problems: ContentProblem[]) {
  const byKind = new Map<ContentKind, LoadedFile[]>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
    .filter((path) => !path.startsWith(`${MEDIA_FOLDER}/`) && extname(path) !== '.md')
    .sort();
  for (const file of paths) {
    const kind = kindOf(file);
    if (!kind || !DATA_EXTENSIONS.includes(extname(file))) {
      problems.push({
        kind: 'unreadable',
        file,
        path: '',
        message: kind
          ? `Not a content file: use ${DATA_EXTENSIONS.join(', ')}`
          : `Not in a content folder: use one of ${Object.values(KIND_FOLDERS).join(', ')}, ${MEDIA_FOLDER}`,
      });
      continue;
    }
    const list = byKind.get(kind) ?? [];
    list.push({ file, text: await readFile(join(dir, file), 'utf8') });
    byKind.set(kind, list);
  }
  return byKind;
}

export function fsContentFileSource(dir: string): ContentFileSource {
  return {
    async read() {
      const folder = await stat(dir).catch(() => undefined);
      if (!folder?.isDirectory())
        return err([{ kind: 'unreadable', file: dir, path: '', message: 'No such folder' }]);
      const problems: ContentProblem[] = [];
      const files = await listFiles(dir, problems);

      const decodeAll = <T>(kind: ContentKind, schema: z.ZodType<T, unknown>) =>
        (files.get(kind) ?? []).flatMap(({ file, text }) => {
          const decoded = decodeFile(file, text, schema);
          if (decoded.ok) return [{ ...decoded.value, source: file }];
          problems.push(...decoded.error);
          return [];
        });

      const bundle: ContentBundle = {
        categories: decodeAll('categories', categoryFile),
        products: decodeAll('products', productFile),
        pages: decodeAll('pages', pageFile),
        blogCategories: decodeAll('blogCategories', blogCategoryFile),
        blogPosts: decodeAll('blogPosts', blogPostFile),
        caseStudies: decodeAll('caseStudies', caseStudyFile),
        menus: decodeAll('menus', menuFile),
        singles: decodeAll('singles', singleFile),
        countries: decodeAll('countries', countryFile),
        gateways: decodeAll('gateways', gatewayFile),
      };
      return problems.length > 0 ? err(problems) : ok(bundle);
    },
  };
}
