// Messages for a body that could not be read, in place of Fastify's and @fastify/multipart's own.
// Yii has words for malformed JSON (json-body.parser.ts); a body over the size limit is refused by
// the web server before Craft runs, and Craft reads an unknown Content-Type as no params, so those
// two keep their status (413, 415) with a message that says what to send instead.
const MB = 1024 * 1024;
const KB = 1024;

const sizeText = (bytes: number): string =>
  bytes % MB === 0 ? `${bytes / MB} MB` : bytes % KB === 0 ? `${bytes / KB} KB` : `${bytes} bytes`;

export const bodyTooLargeMessage = (limit: number): string =>
  `Request body is too large: at most ${sizeText(limit)}.`;

const UNSUPPORTED_MEDIA_TYPE =
  'Unsupported Media Type: send the body as application/json, application/x-www-form-urlencoded or multipart/form-data.';

const FIXED_MESSAGES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE,
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match its Content-Length.',
    FST_PARTS_LIMIT: 'Request has too many form fields.',
    FST_FIELDS_LIMIT: 'Request has too many form fields.',
    FST_FILES_LIMIT: 'Request has too many files.',
    FST_REQ_FILE_TOO_LARGE: 'An uploaded file is too large.',
    FST_PROTO_VIOLATION: 'A form field may not be named __proto__, constructor or the like.',
    FST_INVALID_JSON_FIELD_ERROR: 'Invalid JSON data in a form field: Syntax error.',
    FST_MP_PREMATURE_CLOSE: 'The request ended before its multipart/form-data body was complete.',
  }),
);

/** The message for a body-parsing error code, or undefined for any other error. */
export function bodyErrorMessage(error: object, bodyLimit: number): string | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code === undefined) return undefined;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLargeMessage(bodyLimit);
  return FIXED_MESSAGES.get(code);
}
