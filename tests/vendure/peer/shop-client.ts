// A minimal Shop API client over fetch: one session per client, kept either as Vendure's session
// cookies (`vendure-shop-session` and its signature) or as the bearer token it answers in the
// `vendure-auth-token` header.
export interface GraphQLAnswer<T> {
  readonly data?: T;
  readonly errors?: readonly { readonly message: string; readonly extensions?: object }[];
}

export interface ShopClient {
  /** The data of the answer; throws on GraphQL errors (not on ErrorResult unions, which are data). */
  run<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** The session's cookie names, or its bearer token's first characters. */
  session(): string;
}

export function shopClient(shopApiUrl: string, sessionBy: 'cookie' | 'bearer'): ShopClient {
  const cookies = new Map<string, string>();
  let token: string | undefined;
  const headers = (): Record<string, string> => ({
    'content-type': 'application/json',
    ...(sessionBy === 'bearer' && token ? { authorization: `Bearer ${token}` } : {}),
    ...(sessionBy === 'cookie' && cookies.size > 0
      ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
      : {}),
  });
  const keep = (response: Response) => {
    token = response.headers.get('vendure-auth-token') ?? token;
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  return {
    async run<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(shopApiUrl, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ query, variables }),
      });
      keep(response);
      const answer = (await response.json()) as GraphQLAnswer<T>;
      if (answer.errors?.length || !answer.data)
        throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors ?? answer)}`);
      return answer.data;
    },
    session: () =>
      sessionBy === 'cookie' ? [...cookies.keys()].join(', ') : `${(token ?? '').slice(0, 8)}…`,
  };
}
