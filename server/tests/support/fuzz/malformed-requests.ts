// Malformed requests for a fuzz run: each one a plausible request for its route with one part broken
// (a field, a URL param, a query value, or the body as a whole). Deterministic for a seed, so a
// failure found once is found again.
import type { FuzzRoute } from './routes.ts';

export interface FuzzRequest {
  readonly method: FuzzRoute['method'];
  readonly url: string;
  readonly contentType?: string;
  readonly body?: string;
  /** What is wrong with it, for the report. */
  readonly label: string;
}

/** Ids the plausible bodies use, so requests get past "not found" to the code that stores things. */
export interface FuzzSeeds {
  readonly purchasableId: number;
  readonly gatewayId: number;
}

const BIG = 'x'.repeat(100_000);

/** Bad values as JSON text (some are not expressible with JSON.stringify: huge integers). */
const BAD_VALUES: Readonly<Record<string, string>> = {
  nul: JSON.stringify('fuzz\u0000value'),
  'control chars': JSON.stringify('a\u0001\u0008\u001b[31m\u007fb'),
  '100 KB string': JSON.stringify(BIG),
  '3,000 chars': JSON.stringify('a'.repeat(3000)),
  'id 2^31': '2147483648',
  'id 2^31 text': '"2147483648"',
  'id 10^10': '10000000000',
  'id 10^10 text': '"10000000000"',
  'id -1': '-1',
  'id 1.5': '1.5',
  'id 1.5 text': '"1.5"',
  abc: '"abc"',
  'huge number': '1e308',
  'huge integer': '123456789012345678901234567890',
  'huge integer text': '"123456789012345678901234567890"',
  'lone surrogate': '"\\ud800x"',
  'reversed surrogates': '"\\udc00\\ud800"',
  array: '["a", "b"]',
  'empty array': '[]',
  object: '{"a": "b"}',
  nested: '{"a": {"b": {"c": [1, {"d": "e"}]}}}',
  null: 'null',
  true: 'true',
  'empty string': '""',
  'zero-width and RTL': JSON.stringify('\u200b\u202e\ufeff'),
};

const FIRST_VALUES = ['nul', 'id 2^31 text', 'id 10^10', '3,000 chars'];

const URL_BAD_VALUES = [
  '%00',
  'a%00b',
  '%01',
  '2147483648',
  '10000000000',
  '-1',
  '1.5',
  'abc',
  '%ED%A0%80',
  '%FF',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
];

function plausibleBody(seeds: FuzzSeeds): Record<string, string> {
  const address = {
    firstName: '"Fuzz"',
    lastName: '"Tester"',
    addressLine1: '"1 Main St"',
    locality: '"Springfield"',
    postalCode: '"12345"',
    countryCode: '"US"',
    administrativeArea: '"IL"',
  };
  const json = (value: unknown) => JSON.stringify(value);
  return {
    loginName: '"fuzz@example.test"',
    password: '"not-the-password-1"',
    currentPassword: '"not-the-password-1"',
    newPassword: '"new-password-12345"',
    passwordConfirm: '"new-password-12345"',
    email: '"fuzz@example.test"',
    username: '"fuzzer"',
    fullName: '"Fuzz Tester"',
    ...address,
    title: '"Home"',
    organization: '"ACME"',
    phone: '"555-0100"',
    code: '"abcdef"',
    id: '"1"',
    uid: '"00000000-0000-4000-8000-000000000000"',
    userId: '"1"',
    addressId: '"1"',
    number: '"0123456789abcdef0123456789abcdef"',
    purchasableId: String(seeds.purchasableId),
    qty: '1',
    note: '"a note"',
    options: json({ colour: 'red' }),
    couponCode: '"SAVE10"',
    shippingMethodHandle: '"standard"',
    gatewayId: String(seeds.gatewayId),
    paymentSourceId: '"1"',
    shippingAddressId: '"1"',
    billingAddressId: '"1"',
    fields: json({ customerNote: 'please knock', phone: '555-0100' }),
    lineItems: json({ 1: { qty: 2, note: 'n', options: { a: 1 } } }),
    purchasables: json([{ id: seeds.purchasableId, qty: 1, note: 'n', options: {} }]),
    shippingAddress: json({ firstName: 'Fuzz', countryCode: 'US', addressLine1: '1 Main St' }),
    billingAddress: json({ firstName: 'Fuzz', countryCode: 'US', addressLine1: '1 Main St' }),
    paymentForm: json({ dummy: { firstName: 'F', lastName: 'T', number: '4242424242424242' } }),
    description: '"card"',
    planUid: '"00000000-0000-4000-8000-000000000000"',
    subscriptionUid: '"00000000-0000-4000-8000-000000000000"',
    isPrimaryPaymentSource: '"1"',
    registerUserOnOrderComplete: '"1"',
    rememberMe: '"0"',
    message: '"hello"',
    name: '"Fuzz"',
    photo: json({ data: 'data:image/png;base64,AAAA' }),
  };
}

const objectText = (entries: Record<string, string>) =>
  `{${Object.entries(entries)
    .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
    .join(',')}}`;

/** Whole-body breakages: the request as a whole is not what the route expects. */
const BODY_BREAKAGES: readonly { label: string; contentType?: string; body?: string }[] = [
  { label: 'invalid JSON', contentType: 'application/json', body: '{"loginName": "a", ' },
  { label: 'JSON array body', contentType: 'application/json', body: '[1, 2, 3]' },
  { label: 'JSON string body', contentType: 'application/json', body: '"text"' },
  { label: 'JSON null body', contentType: 'application/json', body: 'null' },
  { label: 'empty JSON body', contentType: 'application/json', body: '' },
  { label: 'text/plain body', contentType: 'text/plain', body: 'loginName=a&password=b' },
  { label: 'XML body', contentType: 'application/xml', body: '<a>b</a>' },
  {
    label: 'form body with nested params',
    contentType: 'application/x-www-form-urlencoded',
    body: 'a[b][c][d]=1&lineItems[1][qty]=%00&purchasables[0][id]=2147483648&email=%00&number[]=1',
  },
  {
    label: 'form body with NUL',
    contentType: 'application/x-www-form-urlencoded',
    body: 'loginName=a%00b&password=%00&email=a%00@x.test&number=%00',
  },
  {
    label: 'multipart garbage',
    contentType: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="photo"\r\n\r\nnot an image',
  },
  { label: 'no body, no content type' },
  {
    label: 'deeply nested JSON',
    contentType: 'application/json',
    body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
  {
    label: 'duplicate keys',
    contentType: 'application/json',
    body: '{"email": "a@x.test", "email": {"$ne": 1}}',
  },
  {
    label: '__proto__ key',
    contentType: 'application/json',
    body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  },
];

/** The bad value inside the nested params Craft reads (line items, custom fields, addresses, forms). */
function nestedBreakage(value: string): Record<string, string> {
  const text = (entries: Record<string, string>) => objectText(entries);
  return {
    fields: text({ customerNote: value, phone: value }),
    lineItems: text({
      2147483648: text({ qty: value }),
      1: text({ qty: value, note: value, options: text({ a: value }) }),
    }),
    purchasables: `[${text({ id: value, qty: value, note: value, options: value })}]`,
    shippingAddress: text({ firstName: value, addressLine1: value, countryCode: value }),
    billingAddress: text({ lastName: value, postalCode: value, fields: text({ x: value }) }),
    paymentForm: text({ dummy: text({ number: value, firstName: value, cvv: value }) }),
  };
}

/** A small deterministic PRNG (mulberry32). */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** A bad value as a query string value; broken Unicode as the raw bytes a client could send. */
function queryText(value: unknown): string {
  const text = value === null ? '' : String(value);
  return /\p{Cs}/u.test(text) ? '%ED%A0%80x' : encodeURIComponent(text);
}

function urlFor(route: FuzzRoute, query: string, paramValue: string): string {
  const path = route.path.replace(/:[A-Za-z]+/g, paramValue);
  return query ? `${path}?${query}` : path;
}

/** `count` requests for one route: every bad value on rotating fields, body breakages, bad params. */
function requestsForRoute(
  route: FuzzRoute,
  count: number,
  seeds: FuzzSeeds,
  random: () => number,
): FuzzRequest[] {
  const base = plausibleBody(seeds);
  const fields = Object.keys(base);
  const values = Object.entries(BAD_VALUES);
  const hasParam = route.path.includes(':');
  const requests: FuzzRequest[] = [];
  // First every field at once with the values most likely to reach the database wrongly.
  for (const label of FIRST_VALUES) {
    if (route.method !== 'POST' || requests.length >= count) break;
    const value = BAD_VALUES[label] ?? 'null';
    requests.push({
      method: 'POST',
      url: urlFor(route, '', 'contact'),
      contentType: 'application/json',
      body: objectText(Object.fromEntries(fields.map((name) => [name, value]))),
      label: `every field ${label}`,
    });
  }
  for (let i = 0; requests.length < count; i += 1) {
    const [valueLabel, value] = values[i % values.length] ?? ['null', 'null'];
    const field = pick(fields, random);
    const paramValue = hasParam ? pick(URL_BAD_VALUES, random) : '';
    const queryValue = queryText(JSON.parse(value));
    const kind = i % 7;
    if (route.method === 'GET' || kind === 6) {
      const query = `${field}=${pick(URL_BAD_VALUES, random)}&number=${queryValue}&id=${pick(URL_BAD_VALUES, random)}`;
      requests.push({
        method: route.method,
        url: urlFor(route, query, paramValue || '1'),
        label: `query ${field} / number=${valueLabel}${hasParam ? ` / param ${paramValue}` : ''}`,
      });
    } else if (kind === 5) {
      const breakage = pick(BODY_BREAKAGES, random);
      requests.push({
        method: 'POST',
        url: urlFor(route, '', paramValue || 'contact'),
        ...(breakage.contentType ? { contentType: breakage.contentType } : {}),
        ...(breakage.body !== undefined ? { body: breakage.body } : {}),
        label: breakage.label,
      });
    } else if (kind === 3) {
      requests.push({
        method: 'POST',
        url: urlFor(route, '', paramValue || 'contact'),
        contentType: 'application/json',
        body: objectText({ ...base, ...nestedBreakage(value) }),
        label: `nested params ${valueLabel}`,
      });
    } else {
      const everyField = kind === 4;
      const body = everyField
        ? objectText(Object.fromEntries(fields.map((name) => [name, value])))
        : objectText({ ...base, [field]: value });
      requests.push({
        method: 'POST',
        url: urlFor(route, '', paramValue || 'contact'),
        contentType: 'application/json',
        body,
        label: everyField ? `every field ${valueLabel}` : `${field} ${valueLabel}`,
      });
    }
  }
  return requests;
}

/** At least `total` requests spread evenly over the routes. */
export function malformedRequests(
  routes: readonly FuzzRoute[],
  total: number,
  seeds: FuzzSeeds,
  seed = 17,
): FuzzRequest[] {
  const random = randomFrom(seed);
  const perRoute = Math.ceil(total / routes.length);
  return routes.flatMap((route) => requestsForRoute(route, perRoute, seeds, random));
}
