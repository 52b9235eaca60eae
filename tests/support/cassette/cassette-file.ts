// A cassette's file: one per suite, pretty JSON. A GraphQL document is kept once, as lines (its diff
// reads like the adapter's), and so is each answer's body (most cases list the same products): the
// exchanges name them by key. Checked as it is read, so a hand-edited file fails clearly.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import * as z from 'zod';
import type { Exchange, RecordedRequest, RecordedResponse, Recording } from './cassette';

const bodySchema = z.object({ json: z.optional(z.unknown()), text: z.optional(z.string()) });

const exchangeSchema = z.object({
  request: z.object({
    method: z.string(),
    path: z.string(),
    graphql: z.optional(
      z.object({ document: z.string(), variables: z.record(z.string(), z.unknown()) }),
    ),
    body: z.optional(z.unknown()),
  }),
  response: z.object({
    status: z.number(),
    statusText: z.string(),
    headers: z.array(z.tuple([z.string(), z.string()])),
    /** the body's key in `bodies` */
    body: z.string(),
  }),
});

const fileSchema = z.object({
  documents: z.record(z.string(), z.array(z.string())),
  bodies: z.record(z.string(), bodySchema),
  cases: z.record(z.string(), z.array(exchangeSchema)),
});

type CassetteFile = z.infer<typeof fileSchema>;
type FileExchange = z.infer<typeof exchangeSchema>;
type Body = z.infer<typeof bodySchema>;

/** Values the run read outside its visitors (an id asked of the back-end directly), by name. */
const valuesSchema = z.record(z.string(), z.number());

const CASSETTE_SUFFIX = '.cassette.json';
const VALUES_FILE = 'values.json';

/** `<operation, or path> <first 8 hex digits of the body's SHA-256>` */
const bodyKey = (request: RecordedRequest, body: Body): string => {
  const label = request.graphql?.document.split(' ')[0] ?? request.path.split('?')[0] ?? '';
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 8);
  return `${label} ${hash}`;
};

const bodyOf = ({ json, text }: RecordedResponse): Body =>
  text === undefined ? { json } : { text };

const fileOf = ({ documents, cases }: Recording): CassetteFile => {
  const bodies: Record<string, Body> = {};
  const exchangeOf = ({ request, response }: Exchange): FileExchange => {
    const body = bodyOf(response);
    const key = bodyKey(request, body);
    bodies[key] = body;
    const { status, statusText } = response;
    const headers = response.headers.map(([name, value]): [string, string] => [name, value]);
    return { request, response: { status, statusText, headers, body: key } };
  };
  const fileCases = Object.fromEntries(
    Object.entries(cases).map(([name, exchanges]) => [name, exchanges.map(exchangeOf)]),
  );
  const lines = Object.entries(documents).map(([key, text]) => [key, text.split('\n')]);
  return { documents: Object.fromEntries(lines), bodies, cases: fileCases };
};

const exchangesOf = ({ bodies, cases }: CassetteFile): Record<string, Exchange[]> => {
  const exchangeOf = ({ request, response: { body, ...response } }: FileExchange): Exchange => {
    const recorded = bodies[body];
    if (recorded === undefined) throw new Error(`the cassette names a body it lacks: ${body}`);
    return { request, response: { ...response, ...recorded } };
  };
  return Object.fromEntries(
    Object.entries(cases).map(([name, exchanges]) => [name, exchanges.map(exchangeOf)]),
  );
};

/** Pretty JSON as `prettier --check` wants it (the repository's settings), to diff line by line. */
const writeJson = async (file: string, value: unknown): Promise<void> => {
  const options = await resolveConfig(file);
  await writeFile(file, await format(JSON.stringify(value), { ...options, filepath: file }));
};

const readJson = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(file, 'utf8')) as unknown;

export const writeCassette = (dir: string, name: string, recording: Recording): Promise<void> =>
  writeJson(join(dir, `${name}${CASSETTE_SUFFIX}`), fileOf(recording));

export const writeValues = (dir: string, values: Readonly<Record<string, number>>): Promise<void> =>
  writeJson(join(dir, VALUES_FILE), values);

/** The cases of every cassette in `dir`, by full name (unique across suites). */
export const readRecordedCases = async (
  dir: string,
): Promise<Readonly<Record<string, readonly Exchange[]>>> => {
  const files = (await readdir(dir)).filter((file) => file.endsWith(CASSETTE_SUFFIX));
  const cassettes = await Promise.all(
    files.map(async (file) => fileSchema.parse(await readJson(join(dir, file)))),
  );
  return Object.fromEntries(cassettes.flatMap((cassette) => Object.entries(exchangesOf(cassette))));
};

export const readValues = async (dir: string): Promise<Readonly<Record<string, number>>> =>
  valuesSchema.parse(await readJson(join(dir, VALUES_FILE)));
