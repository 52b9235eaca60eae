// The same shopper operations against the peer's Shop API (GraphQL), each connection its own session.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type LoadResult, type LoadShape, runLoad } from '../../support/load.ts';
import { POPULATED_MARKER, VENDURE_DIR, VENDURE_PORT } from './location.ts';

const SHOP_API = `http://127.0.0.1:${VENDURE_PORT}/shop-api`;

const QUERIES = {
  productList:
    '{ products(options: { take: 12 }) { totalItems items { id name slug featuredAsset { preview } variants { id priceWithTax currencyCode } } } }',
  productBySlug:
    'query ($slug: String!) { product(slug: $slug) { id name slug description featuredAsset { preview } assets { preview } variants { id name sku priceWithTax stockLevel options { code name } } } }',
  addItem:
    'mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id code totalQuantity totalWithTax } ... on ErrorResult { errorCode message } } }',
  activeOrder:
    '{ activeOrder { id code totalQuantity subTotalWithTax totalWithTax lines { id quantity linePriceWithTax productVariant { id name } } } }',
} as const;

export function vendureInstallProblem(): string | undefined {
  if (!existsSync(join(VENDURE_DIR, 'node_modules', '@vendure', 'core'))) {
    return `not installed in ${VENDURE_DIR}; run \`npm run bench:peer:setup\` first`;
  }
  if (!existsSync(POPULATED_MARKER))
    return 'installed but its sample data is not loaded; rerun setup';
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ body: { data?: Record<string, unknown>; errors?: unknown[] }; token?: string }> {
  const response = await fetch(SHOP_API, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  const issued = response.headers.get('vendure-auth-token') ?? token;
  return { body, ...(issued ? { token: issued } : {}) };
}

async function startVendure(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['serve.mjs'], {
    cwd: VENDURE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Vendure exited with code ${child.exitCode}`);
    const up = await graphql('{ __typename }').then(
      () => true,
      () => false,
    );
    if (up) return child;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('Vendure did not answer within 120 s');
}

const post = (query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables });

export async function measureVendure(shape: LoadShape): Promise<LoadResult[]> {
  const child = await startVendure();
  try {
    const listed = await graphql(QUERIES.productList);
    const products = (
      listed.body.data?.products as { items: { slug: string; variants: { id: string }[] }[] }
    ).items;
    const first = products[0];
    if (!first?.variants[0])
      throw new Error('the peer has no products: was its sample data loaded?');
    const variantId = first.variants[0].id;

    // One session per connection: the first addItemToOrder issues the session's bearer token.
    const tokens: string[] = [];
    for (let i = 0; i < shape.connections; i += 1) {
      const created = await graphql(QUERIES.addItem, { id: variantId });
      if (!created.token) throw new Error('the peer issued no session token');
      tokens.push(created.token);
    }
    // Every operation answers data, not GraphQL errors, before it is put under load.
    for (const [query, variables] of [
      [QUERIES.productBySlug, { slug: first.slug }],
      [QUERIES.activeOrder, {}],
    ] as const) {
      const checked = await graphql(query, variables, tokens[0]);
      if (checked.body.errors)
        throw new Error(`the peer answered errors: ${JSON.stringify(checked.body.errors)}`);
    }

    const withSession = (i: number) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${tokens[i % tokens.length] ?? ''}`,
    });
    const graphqlTarget = (name: string, body: string) => ({
      name,
      url: SHOP_API,
      method: 'POST' as const,
      body,
      headersFor: withSession,
    });

    return [
      await runLoad(graphqlTarget('product list', post(QUERIES.productList)), shape),
      await runLoad(
        graphqlTarget('product by slug', post(QUERIES.productBySlug, { slug: first.slug })),
        shape,
      ),
      await runLoad(
        graphqlTarget('addItemToOrder', post(QUERIES.addItem, { id: variantId })),
        shape,
      ),
      await runLoad(graphqlTarget('activeOrder', post(QUERIES.activeOrder)), shape),
    ];
  } finally {
    child.kill('SIGTERM');
    await sleep(500);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
