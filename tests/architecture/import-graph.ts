// Reads a source tree's import statements (static, re-exports, dynamic) without running anything.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportEdge {
  /** Importing file, relative to the repository root, with forward slashes. */
  readonly from: string;
  /** What was written in the import. */
  readonly specifier: string;
  /** For relative imports: the imported path relative to the root; for packages: undefined. */
  readonly target: string | undefined;
  /** For package imports: the package name (`react`, `@emotion/react`, `node:fs`). */
  readonly packageName: string | undefined;
}

const IMPORT_PATTERNS = [
  /\bimport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*(?:as\s+\w+\s*)?from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function specifiersOf(source: string): string[] {
  const withoutComments = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of withoutComments.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

export function packageNameOf(specifier: string): string {
  if (specifier.startsWith('node:')) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export function edgesOf(root: string, file: string, source: string): ImportEdge[] {
  const from = relative(root, file).split('\\').join('/');
  return specifiersOf(source).map((specifier) =>
    specifier.startsWith('.')
      ? {
          from,
          specifier,
          target: relative(root, resolve(dirname(file), specifier))
            .split('\\')
            .join('/'),
          packageName: undefined,
        }
      : { from, specifier, target: undefined, packageName: packageNameOf(specifier) },
  );
}

export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'migrations'
        ? []
        : sourceFilesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

export function importGraph(root: string, dirs: readonly string[]): ImportEdge[] {
  return dirs.flatMap((dir) =>
    sourceFilesUnder(join(root, dir)).flatMap((file) =>
      edgesOf(root, file, readFileSync(file, 'utf8')),
    ),
  );
}
