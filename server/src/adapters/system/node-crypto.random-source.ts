import { randomBytes } from 'node:crypto';
import type { RandomSource } from '../../ports/system/random-source.ts';

export const nodeCryptoRandomSource: RandomSource = {
  bytes: (length) => new Uint8Array(randomBytes(length)),
  hex: (length) =>
    randomBytes(Math.ceil(length / 2))
      .toString('hex')
      .slice(0, length),
  token: (length) =>
    randomBytes(Math.ceil((length * 3) / 4))
      .toString('base64url')
      .slice(0, length),
};
