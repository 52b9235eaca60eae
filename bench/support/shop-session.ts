// A shopper's session as the storefront holds one: cookies plus Craft's CSRF token from session-info.
export interface ShopSession {
  readonly cookie: string;
  readonly csrf: string;
}

export const JSON_HEADERS = {
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
} as const;

const cookiesOf = (response: Response, jar: Map<string, string>) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair === undefined || at < 0) continue;
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
};

const header = (jar: Map<string, string>) => [...jar].map(([n, v]) => `${n}=${v}`).join('; ');

/** A session-carrying client for multi-step journeys (keeps cookies the server sets later). */
export class ShopClient {
  private readonly jar = new Map<string, string>();
  private baseUrl: string;
  private csrf = '';

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async start(): Promise<void> {
    const response = await this.get('/actions/users/session-info');
    const body = (await response.json()) as { csrfTokenValue?: string };
    if (!body.csrfTokenValue) throw new Error('session-info gave no csrfTokenValue');
    this.csrf = body.csrfTokenValue;
  }

  /** Sends the next requests to another server process of the same shop (cookies and token kept). */
  moveTo(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  /** The cookies and CSRF token as they stand, for a load tool to send. */
  session(): ShopSession {
    return { cookie: header(this.jar), csrf: this.csrf };
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: { ...JSON_HEADERS, cookie: header(this.jar) },
    });
    cookiesOf(response, this.jar);
    return response;
  }

  async post(path: string, body: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        ...JSON_HEADERS,
        'content-type': 'application/json',
        'x-csrf-token': this.csrf,
        cookie: header(this.jar),
      },
      body: JSON.stringify(body),
    });
    cookiesOf(response, this.jar);
    return response;
  }
}
