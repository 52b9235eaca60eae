// Every request's decoded input (body, query string, path params) is checked against the shop's text
// rules before any handler sees it: no control characters (PostgreSQL text cannot hold NUL), no broken
// Unicode, no field longer than its limit. A refusal is a 400 in the path's error shape, before anything
// is read or written, so a refused request changes nothing.
import type { FastifyInstance } from 'fastify';
import {
  TEXT_LIMITS,
  type TextInputProblem,
  textInputProblem,
} from '../../../domain/shared/text-input.rules.ts';
import { HttpError } from '../craft/craft-response.ts';

const MAX_DEPTH = 32;

function messageFor(field: string, problem: TextInputProblem): string {
  switch (problem.kind) {
    case 'too-long':
      return `${field} is too long: at most ${problem.limit} characters.`;
    case 'control-character':
      return `${field} contains a control character, which is not allowed.`;
    case 'invalid-unicode':
      return `${field} contains invalid Unicode text.`;
  }
}

function check(field: string, problem: TextInputProblem | null): void {
  if (problem) throw new HttpError(400, messageFor(field.slice(0, 64), problem));
}

function checkValue(value: unknown, field: string, depth: number): void {
  if (typeof value === 'string') return check(field, textInputProblem(field, value));
  if (!value || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw new HttpError(400, 'Request params are nested too deeply.');
  if (field === 'options') {
    const json = JSON.stringify(value);
    check(field, textInputProblem(field, json, TEXT_LIMITS.optionsJson));
  }
  for (const [key, nested] of Object.entries(value)) {
    check('A parameter name', textInputProblem(key, key, TEXT_LIMITS.key));
    checkValue(nested, Array.isArray(value) ? field : key, depth + 1);
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    checkValue(request.params, 'params', 0);
    checkValue(request.query, 'query', 0);
    if (!Buffer.isBuffer(request.body)) checkValue(request.body, 'body', 0);
  });
}
