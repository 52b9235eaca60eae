// Craft/Yii CSRF tokens: the server keeps a raw token (in a signed HttpOnly cookie) and hands clients a
// masked copy, different on every response, so the token cannot be recovered by compression side channels
// (BREACH). Any mask of the same raw token is valid. Randomness is passed in: the domain reads no RNG.

export const CSRF_TOKEN_NAME = 'CRAFT_CSRF_TOKEN';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FAILURE_MESSAGE = 'Unable to verify your data submission.';
export const RAW_TOKEN_LENGTH = 40;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Masked token = base64url(mask ‖ (mask XOR raw)); `mask` must be as long as the raw token's bytes. */
export function maskToken(raw: string, mask: Uint8Array): string {
  const bytes = encoder.encode(raw);
  if (mask.length !== bytes.length) throw new RangeError('mask length must equal token length');
  const out = new Uint8Array(bytes.length * 2);
  out.set(mask, 0);
  bytes.forEach((byte, i) => {
    out[bytes.length + i] = byte ^ (mask[i] ?? 0);
  });
  return toBase64Url(out);
}

/** The raw token inside a masked one, or null when it is not a well-formed masked token. */
export function unmaskToken(masked: string): string | null {
  const bytes = fromBase64Url(masked);
  if (!bytes || bytes.length === 0 || bytes.length % 2 !== 0) return null;
  const half = bytes.length / 2;
  const raw = new Uint8Array(half);
  for (let i = 0; i < half; i += 1) raw[i] = (bytes[i] ?? 0) ^ (bytes[half + i] ?? 0);
  return decoder.decode(raw);
}

/** Compares in time independent of where the strings differ. */
export function constantTimeEquals(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  }
  return diff === 0;
}

/** A submitted (masked) token is valid when it unmasks to the raw token the server holds. */
export function isSubmittedTokenValid(
  submitted: string | undefined,
  raw: string | undefined,
): boolean {
  if (!submitted || !raw) return false;
  const unmasked = unmaskToken(submitted);
  return unmasked !== null && constantTimeEquals(unmasked, raw);
}

// btoa/atob are plain functions in every runtime we target (no I/O); they speak base64, we speak base64url.
function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
