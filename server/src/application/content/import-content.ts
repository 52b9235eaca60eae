// Imports one content folder: validate everything first (files, cross-file references, images), then
// write everything in one transaction. A folder with any problem changes nothing.
import type { ContentBundle } from '../../domain/content/content.ts';
import type { ContentProblem } from '../../domain/content/content.errors.ts';
import { distinctImages, imagesOf } from '../../domain/content/content-images.rules.ts';
import {
  danglingReferences,
  duplicateKeys,
} from '../../domain/content/content-references.rules.ts';
import { searchEntriesOf } from '../../domain/content/search-entries.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { ContentFileSource } from '../../ports/content/content-file-source.ts';
import type { ContentMedia, PreparedMedia } from '../../ports/content/content-media.ts';
import type { ContentCounts, ContentStore } from '../../ports/content/content-store.ts';
import type { HtmlSanitizer } from '../../ports/content/html-sanitizer.ts';
import { sanitizeContent } from './sanitize-content.ts';

export interface ContentImportDeps {
  readonly source: ContentFileSource;
  readonly store: ContentStore;
  readonly media: ContentMedia;
  readonly sanitizer: HtmlSanitizer;
}

async function prepareImages(
  media: ContentMedia,
  bundle: ContentBundle,
): Promise<{ prepared: PreparedMedia[]; problems: ContentProblem[] }> {
  const { images, problems } = distinctImages(imagesOf(bundle));
  const results = await Promise.all(images.map((entry) => media.prepare(entry.image)));
  const prepared: PreparedMedia[] = [];
  const all = [...problems];
  for (const [index, result] of results.entries()) {
    const entry = images[index];
    if (result.ok) prepared.push(result.value);
    else if (entry)
      all.push({ kind: 'media', file: entry.file, path: entry.path, message: result.error });
  }
  return { prepared, problems: all };
}

export async function importContent(
  deps: ContentImportDeps,
): Promise<Result<ContentCounts, readonly ContentProblem[]>> {
  const read = await deps.source.read();
  if (!read.ok) return read;
  const bundle = read.value;

  const references = [
    ...duplicateKeys(bundle),
    ...danglingReferences(bundle, await deps.store.existingKeys()),
  ];
  const images = await prepareImages(deps.media, bundle);
  const problems = [...references, ...images.problems];
  if (problems.length > 0) return err(problems);

  const content = sanitizeContent(bundle, deps.sanitizer);
  const counts = await deps.store.write(
    {
      content,
      assets: images.prepared.map(({ bytes: _bytes, ...asset }) => asset),
      search: searchEntriesOf(content),
    },
    // Files land only when the database writes went through; a failed write of a file undoes them.
    () => deps.media.publish(images.prepared),
  );
  return ok(counts);
}
