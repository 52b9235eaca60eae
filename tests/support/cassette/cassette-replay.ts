// Answers a file's cases from their recordings (msw, on the stand-in's origin), and fails a case
// whose requests differ from the recorded ones: a request not recorded, or a recorded one not made.
import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { ORIGIN } from '../msw-craft';
import type { Exchange, RecordedResponse } from './cassette';
import { readRecordedCases, readValues } from './cassette-file';
import { currentCaseName, seedCurrentCase } from './cassette-case';
import { sentRequestOf } from './cassette-request';
import { replayQueue, type ReplayQueue } from './replay-queue';

export interface CassetteReplay {
  /** a value the recorded run read outside its visitors */
  value(name: string): number;
}

/** Statuses whose answers have no body, whatever was recorded. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const responseOf = ({ status, statusText, headers, json, text }: RecordedResponse): Response => {
  const body = json === undefined ? (text ?? '') : JSON.stringify(json);
  return new HttpResponse(NULL_BODY_STATUSES.has(status) ? null : body, {
    status,
    statusText,
    headers: headers.map(([name, value]): [string, string] => [name, value]),
  });
};

const mismatch = (caseName: string, problems: readonly string[]): Error =>
  new Error(
    [
      `The requests of "${caseName}" differ from its recording:`,
      ...problems.map((problem) => `  ${problem}`),
      '(A GraphQL document is named by its operation and a hash of its text.)',
      'If the change is meant, record the answers again: `npm run vendure:record`',
      '(it needs the Vendure test peer: README, "The Vendure test peer").',
    ].join('\n'),
  );

const replayHandler = (queue: ReplayQueue) =>
  http.all(`${ORIGIN}/*`, async ({ request }) => {
    const response = queue.answer((await sentRequestOf(request)).request);
    return response === undefined ? HttpResponse.error() : responseOf(response);
  });

export const useCassetteReplay = (
  server: ReturnType<typeof setupServer>,
  dir: string,
): CassetteReplay => {
  let cases: Readonly<Record<string, readonly Exchange[]>> = {};
  let values: Readonly<Record<string, number>> = {};
  let queue = replayQueue([]);
  beforeAll(async () => {
    [cases, values] = await Promise.all([readRecordedCases(dir), readValues(dir)]);
  });
  beforeEach(() => {
    seedCurrentCase();
    queue = replayQueue(cases[currentCaseName()] ?? []);
    server.use(replayHandler(queue));
  });
  afterEach(() => {
    const problems = queue.problems();
    if (problems.length > 0) throw mismatch(currentCaseName(), problems);
  });
  return {
    value: (name) => {
      const value = values[name];
      if (value === undefined) {
        throw new Error(`No value named ${name} was recorded: \`npm run vendure:record\` again`);
      }
      return value;
    },
  };
};
