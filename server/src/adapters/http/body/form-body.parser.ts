// Craft reads `application/x-www-form-urlencoded` bodies into the same params as JSON ones (Ref §1.1).
// @fastify/formbody adds the content-type parser (with the app's body limit); qs does the PHP-style
// bracket nesting, which formbody's default parser (fast-querystring) does not.
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { parseFormParams } from './craft-form-params.ts';

export async function acceptFormEncodedBodies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyFormbody, { parser: parseFormParams });
}
