import { responseKind } from '../../../domain/http/request-policy.rules';

/**
 * A response body as the client read it: `undefined` when empty, the parsed JSON value,
 * or the raw text when it was not JSON.
 */
export type ResponseBody = unknown;

/**
 * JSON is parsed (a body that is not valid JSON stays text), a PDF that was asked for is a Blob,
 * anything else is text. An empty body is `undefined`, so that it can be reported as such.
 */
export const readBody = async (response: Response, accept: string): Promise<ResponseBody> => {
  const kind = responseKind(response.headers.get('content-type'), accept);
  if (kind === 'blob') {
    const blob = await response.blob();
    return blob.size === 0 ? undefined : blob;
  }
  const text = await response.text();
  if (text.trim() === '') return undefined;
  if (kind === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Yii hands an XHR its redirect in X-Redirect (status 302, empty body); others get Location. */
export const redirectOf = (response: Response): string | null =>
  response.headers.get('x-redirect') ??
  (response.status >= 300 && response.status < 400 ? response.headers.get('location') : null);
