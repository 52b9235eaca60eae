// One case's recorded exchanges, answering its requests: a request takes the first exchange not yet
// taken whose request is the same (method, path, GraphQL document and variables, or body). Headers
// are not compared: cookies and CSRF tokens come from the recording itself.
import { isDeepStrictEqual } from 'node:util';
import type { Exchange, RecordedRequest, RecordedResponse } from './cassette';
import { describeRequest } from './cassette-request';

export interface ReplayQueue {
  /** the recorded answer to `request`; undefined when there is none (then it is a problem) */
  answer(request: RecordedRequest): RecordedResponse | undefined;
  /** requests the recording does not hold, and recorded ones never asked: empty when none */
  problems(): readonly string[];
}

const sameRequest = (recorded: RecordedRequest, sent: RecordedRequest): boolean =>
  recorded.method === sent.method &&
  recorded.path === sent.path &&
  recorded.graphql?.document === sent.graphql?.document &&
  isDeepStrictEqual(recorded.graphql?.variables, sent.graphql?.variables) &&
  isDeepStrictEqual(recorded.body, sent.body);

export const replayQueue = (recorded: readonly Exchange[]): ReplayQueue => {
  const left = [...recorded];
  const unrecorded: RecordedRequest[] = [];
  return {
    answer: (request) => {
      const index = left.findIndex((exchange) => sameRequest(exchange.request, request));
      if (index === -1) unrecorded.push(request);
      return index === -1 ? undefined : left.splice(index, 1)[0]?.response;
    },
    problems: () => [
      ...unrecorded.map((request) => `not recorded: ${describeRequest(request)}`),
      ...left.map((exchange) => `recorded, never asked: ${describeRequest(exchange.request)}`),
    ],
  };
};
