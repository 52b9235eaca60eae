// What a cassette holds: the HTTP exchanges a live run made, by case and in order, so that a replay
// answers the same requests without the back-end (its files: cassette-file.ts).

type Variables = Readonly<Record<string, unknown>>;

export interface RecordedRequest {
  readonly method: string;
  /** path and query string, without the origin, and without a GET's GraphQL document and variables */
  readonly path: string;
  /** a GraphQL operation: its document's key (`<operation> <hash>`) and its variables */
  readonly graphql?: { readonly document: string; readonly variables: Variables };
  /** any other body, parsed when JSON */
  readonly body?: unknown;
}

export interface RecordedResponse {
  readonly status: number;
  readonly statusText: string;
  /** the headers the client reads (content-type, location, each set-cookie), as name-value pairs */
  readonly headers: readonly (readonly [string, string])[];
  /** the body when it is JSON, parsed */
  readonly json?: unknown;
  /** the body when it is not JSON */
  readonly text?: string;
}

export interface Exchange {
  readonly request: RecordedRequest;
  readonly response: RecordedResponse;
}

/** What a run recorded for one suite. */
export interface Recording {
  /** the GraphQL documents the requests name, by key */
  readonly documents: Readonly<Record<string, string>>;
  /** each case's exchanges, in the order they were made, by the case's full name */
  readonly cases: Readonly<Record<string, readonly Exchange[]>>;
}
