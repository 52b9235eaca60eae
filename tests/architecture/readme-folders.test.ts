import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's folder map is how a newcomer walks the house: it must match the tree. Every folder it
// names exists, and where it lists a folder's subfolders (as lines, or in `{…}` after the folder)
// it lists all of them.
const root = fileURLToPath(new URL('../..', import.meta.url));

interface FolderMap {
  readonly named: readonly string[];
  readonly children: ReadonlyMap<string, readonly string[]>;
}

const mapBlock = (readme: string): string => {
  const start = readme.indexOf('**Folders.**');
  const open = readme.indexOf('```\n', start) + 4;
  return readme.slice(open, readme.indexOf('```', open));
};

const parseMap = (block: string): FolderMap => {
  const named: string[] = [];
  const children = new Map<string, string[]>();
  const stack: string[] = [];
  const addChild = (parent: string, name: string) => {
    if (parent !== '') children.set(parent, [...(children.get(parent) ?? []), name]);
    named.push(parent === '' ? name : `${parent}/${name}`);
  };
  const braces = [...block.matchAll(/\{([^}]*)\}/g)];
  let rest = block;
  for (const brace of braces) rest = rest.replace(brace[0], `{${brace.index}}`);
  for (const line of rest.split('\n')) {
    const folder = /^( *)([\w.-]+)\/(\s|$)/.exec(line);
    const list = /^( *)\{(\d+)\}/.exec(line);
    if (folder) {
      const [, indent = '', name = ''] = folder;
      stack.length = indent.length / 2;
      addChild(stack.join('/'), name);
      stack.push(name);
    } else if (list) {
      const [, indent = '', index] = list;
      const words = braces.find((brace) => String(brace.index) === index)?.[1] ?? '';
      const parent = stack.slice(0, indent.length / 2).join('/');
      for (const word of words.split(/\s+/).filter(Boolean)) addChild(parent, word);
    }
  }
  return { named, children };
};

const trackedFolders = (): Set<string> => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i += 1) folders.add(parts.slice(0, i).join('/'));
  }
  return folders;
};

const subfoldersOf = (folders: Set<string>, parent: string): string[] =>
  [...folders]
    .filter((f) => f.startsWith(`${parent}/`) && !f.slice(parent.length + 1).includes('/'))
    .map((f) => f.slice(parent.length + 1))
    .sort();

describe("the README's folder map", () => {
  const map = parseMap(mapBlock(readFileSync(`${root}/README.md`, 'utf8')));
  const folders = trackedFolders();

  it('names folders that exist', () => {
    expect(map.named.length).toBeGreaterThan(40);
    expect(map.named.filter((folder) => !folders.has(folder))).toEqual([]);
  });

  it('lists every subfolder of a folder whose subfolders it lists', () => {
    for (const [parent, listed] of map.children)
      expect({ parent, subfolders: [...listed].sort() }).toEqual({
        parent,
        subfolders: subfoldersOf(folders, parent),
      });
  });
});
