import { createHash, createHmac } from 'node:crypto';
import type { Digest } from '../../ports/system/digest.ts';

export const nodeCryptoDigest: Digest = {
  sha256: (text) => createHash('sha256').update(text).digest('base64url'),
  hmacSha256: (key, text) => createHmac('sha256', key).update(text).digest('base64url'),
};
