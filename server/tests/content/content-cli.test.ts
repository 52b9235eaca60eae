// `npm run content -- import <dir>` end to end, on an embedded database of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContentCli } from '../../src/cli/content.ts';
import {
  copyOfFixture,
  removeTempFolders,
  tempFolder,
  writeContentFile,
} from '../support/content-folder.ts';

function capture() {
  const out: string[] = [];
  const error: string[] = [];
  return {
    out,
    error,
    output: { out: (l: string) => out.push(l), error: (l: string) => error.push(l) },
  };
}

describe('the content CLI', () => {
  let dataDir: string;
  const env = () => ({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  beforeAll(async () => {
    dataDir = await tempFolder('content-cli');
  });
  afterAll(removeTempFolders);

  it('explains its usage', async () => {
    const io = capture();
    expect(await runContentCli(['export'], env(), io.output)).toBe(1);
    expect(io.error).toEqual(['Usage: npm run content -- import <folder>']);
  });

  it('prints one line per problem and exits 1 when the folder is broken', async () => {
    const dir = await copyOfFixture('small');
    await writeContentFile(dir, 'gateways/bad.yaml', 'handle: bad\nname: Bad\ntype: cash');
    const io = capture();
    expect(await runContentCli(['import', dir], env(), io.output)).toBe(1);
    expect(io.error).toEqual([
      `${dir} was not imported; nothing was changed:`,
      'gateways/bad.yaml: type: Invalid option: expected one of "dummy"|"manual"',
    ]);
    expect(io.out).toEqual([]);
  });

  it('imports a folder and prints how many of each kind it wrote', async () => {
    const dir = await copyOfFixture('small');
    const io = capture();
    expect(await runContentCli(['import', dir], env(), io.output)).toBe(0);
    expect(io.error).toEqual([]);
    expect(io.out[0]).toMatch(new RegExp(`^Imported ${dir} in \\d+ ms:$`));
    expect(io.out).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {2}products +2$/),
        expect.stringMatching(/^ {2}menuNodes +4$/),
        expect.stringMatching(/^ {2}searchDocuments +5$/),
      ]),
    );
  });
});
