import type { PageData } from '../../../ports/page-data';
import type { CraftClient } from '../client/craft-client';

/** Our back-end's page payload: the answers of a page's reads, keyed as the client asks for them. */
export const PAGE_DATA_ENDPOINT = 'api/v1/page-data';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page payload endpoint of this shop's own back-end. A back-end without it answers 404 (Craft
 * itself): it is not asked again. Any other failure leaves this page's reads to ask on their own.
 */
export class PageDataEndpoint implements PageData {
  readonly #client: CraftClient;
  #offered = true;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  async readAhead(address: string, known: readonly string[]): Promise<void> {
    if (!this.#offered) return;
    const query = new URLSearchParams({ path: address });
    for (const key of known) query.append('skip', key);
    const answer = await this.#client.send({
      method: 'GET',
      endpoint: `${PAGE_DATA_ENDPOINT}?${query.toString()}`,
      retry: false,
    });
    if (!answer.ok) {
      if (answer.error.status === 404) this.#offered = false;
      return;
    }
    if (isRecord(answer.value.body)) this.#client.rememberAnswers(answer.value.body);
  }
}
