// Why a content folder cannot be imported. Every problem names the file and, where there is one, the
// field path inside it, so an author can fix the folder without reading the importer.

export type ContentProblemKind =
  /** The file is missing, unreadable, or not valid JSON/YAML. */
  | 'unreadable'
  /** A field does not match the schema of its content kind. */
  | 'invalid'
  /** Two files claim the same natural key (slug, uri, sku, handle, code). */
  | 'duplicate'
  /** A slug that names nothing in the folder or the database. */
  | 'dangling-reference'
  /** An image that is neither in `media/` nor describable by `generate`, or not an image. */
  | 'media';

export interface ContentProblem {
  readonly kind: ContentProblemKind;
  readonly file: string;
  /** Dot-separated field path (`variants.0.price`); '' when the problem is the whole file. */
  readonly path: string;
  readonly message: string;
}

/** `products/drill.yaml: variants.0.price: Expected number, received string` */
export const describeProblem = (problem: ContentProblem): string =>
  problem.path
    ? `${problem.file}: ${problem.path}: ${problem.message}`
    : `${problem.file}: ${problem.message}`;
