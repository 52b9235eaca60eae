import type { ContentBundle } from '../../domain/content/content.ts';
import type { ContentProblem } from '../../domain/content/content.errors.ts';
import type { Result } from '../../domain/shared/result.ts';

export interface ContentFileSource {
  /**
   * Every content file of one folder, parsed and validated against the schema of its kind. All files are
   * read even after a bad one, so one run reports every problem.
   */
  read(): Promise<Result<ContentBundle, readonly ContentProblem[]>>;
}
