// Rows of `search_documents` as the content importer writes them (the search API's type names).
import type { Db } from '../../src/adapters/db/database.ts';
import { searchDocuments } from '../../src/adapters/db/schema.ts';

export type StoredElementType = 'product' | 'page' | 'post' | 'case-study';

let nextId = 900_000_000;

export interface SearchDocumentSpec {
  title: string;
  body?: string;
  elementType?: StoredElementType;
  uri?: string;
  imageUrl?: string | null;
}

const uriFor = (type: StoredElementType, id: number) =>
  ({ product: 'products', page: 'pages', post: 'blog', 'case-study': 'case-studies' })[type] +
  `/doc-${id}`;

export async function aSearchDocument(db: Db, spec: SearchDocumentSpec) {
  const elementId = (nextId += 1);
  const elementType = spec.elementType ?? 'product';
  const row = {
    elementType,
    elementId,
    uri: spec.uri ?? uriFor(elementType, elementId),
    title: spec.title,
    body: spec.body ?? '',
    imageUrl: spec.imageUrl ?? null,
  };
  await db.insert(searchDocuments).values(row);
  return row;
}
