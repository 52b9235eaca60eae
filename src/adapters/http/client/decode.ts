import type * as z from 'zod/mini';
import { err, ok, type Result } from '../../../domain/shared/result';

/** Runs a schema and turns its issues into short "path: message" lines for diagnostics. */
export const decode = <T>(
  schema: z.ZodMiniType<T>,
  data: unknown,
): Result<T, readonly string[]> => {
  const parsed = schema.safeParse(data);
  if (parsed.success) return ok(parsed.data);
  return err(
    parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    ),
  );
};
