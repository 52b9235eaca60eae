// The content importer wired to its real adapters, for the CLI and the first-start seed.
import { importContent } from '../../application/content/import-content.ts';
import type { Db } from '../db/database.ts';
import { drizzleContentStore } from '../db/content-store/drizzle.content-store.ts';
import { fsContentFileSource } from './fs.content-file-source.ts';
import { sanitizeHtmlSanitizer } from './sanitize-html.html-sanitizer.ts';
import { sharpContentMedia } from './sharp.content-media.ts';

export function importContentFolder(options: {
  readonly db: Db;
  /** The content folder (layout in server/content/README.md). */
  readonly dir: string;
  /** Where images are written (the config's uploadsDir). */
  readonly uploadsDir: string;
}) {
  return importContent({
    source: fsContentFileSource(options.dir),
    store: drizzleContentStore(options.db),
    media: sharpContentMedia({ contentDir: options.dir, uploadsDir: options.uploadsDir }),
    sanitizer: sanitizeHtmlSanitizer(),
  });
}
