// Records a live run into cassettes: each case's exchanges, in order, in the cassette of its suite,
// written when the file's cases are done (`npm run vendure:record`). A cassette is written whole:
// record the whole run, not a few cases of it.
import { afterAll, beforeEach } from 'vitest';
import type { Recording } from './cassette';
import { writeCassette, writeValues } from './cassette-file';
import { currentCaseName, seedCurrentCase } from './cassette-case';
import { recordingFetch, type SentExchange } from './recording-fetch';

export interface CassetteRecorder {
  /** a fetch (over the global one, never replacing it) whose exchanges go to `cassette` */
  fetchFor(cassette: string): typeof fetch;
  /** a value the run read outside its visitors (an id asked of the back-end directly) */
  keepValue(name: string, value: number): void;
}

type RecordedCases = Map<string, SentExchange[]>;

const recordingOf = (cases: RecordedCases): Recording => {
  const made = [...cases.values()].flat();
  return {
    documents: Object.fromEntries(made.flatMap(({ sent }) => Object.entries(sent.documents))),
    cases: Object.fromEntries(
      [...cases].map(([name, exchanges]) => [
        name,
        exchanges.map(({ sent, response }) => ({ request: sent.request, response })),
      ]),
    ),
  };
};

const keepIn = (cases: RecordedCases) => (exchange: SentExchange) => {
  const name = currentCaseName();
  cases.set(name, [...(cases.get(name) ?? []), exchange]);
};

export const useCassetteRecorder = (dir: string): CassetteRecorder => {
  const cassettes = new Map<string, RecordedCases>();
  const values: Record<string, number> = {};
  beforeEach(seedCurrentCase);
  afterAll(async () => {
    for (const [name, cases] of cassettes) await writeCassette(dir, name, recordingOf(cases));
    if (Object.keys(values).length > 0) await writeValues(dir, values);
  });
  return {
    fetchFor: (cassette) => {
      const cases = cassettes.get(cassette) ?? new Map<string, SentExchange[]>();
      cassettes.set(cassette, cases);
      return recordingFetch(fetch, keepIn(cases));
    },
    keepValue: (name, value) => {
      values[name] = value;
    },
  };
};
