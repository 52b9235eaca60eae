import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { EditorialContent } from '../../src/ports/editorial-content';
import { caseFor, failureOf, type Missing, statusOf, valueOf } from './contract-helpers';

export interface EditorialContentSubject {
  readonly editorial: EditorialContent;
  readonly cleanup?: () => Promise<void>;
}

export type EditorialCase = 'pages' | 'blog';

/** What every honest EditorialContent serves: the home page, blog posts and case studies. */
export const describeEditorialContentContract = (
  name: string,
  make: () => Promise<EditorialContentSubject>,
  missing?: Missing<EditorialCase>,
): void => {
  describe(`EditorialContent contract: ${name}`, () => {
    let subject: EditorialContentSubject;
    const test = caseFor(missing);
    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test(
      'pages',
      'serves the home page (uri empty) and answers a missing page with 404',
      async () => {
        expect(valueOf(await subject.editorial.page('')).uri).toBe('');
        expect(statusOf(failureOf(await subject.editorial.page('no/such/page-4711')))).toBe(404);
      },
    );

    test(
      'blog',
      'lists blog posts and case studies by page, and opens each first one',
      async () => {
        const posts = valueOf(await subject.editorial.blogPosts({ page: 1 }));
        const studies = valueOf(await subject.editorial.caseStudies(1));

        expect(posts.pagination.count).toBe(posts.items.length);
        expect(studies.pagination.count).toBe(studies.items.length);
        const [post] = posts.items;
        if (post !== undefined)
          expect(valueOf(await subject.editorial.blogPost(post.slug)).id).toBe(post.id);
        const [study] = studies.items;
        if (study !== undefined)
          expect(valueOf(await subject.editorial.caseStudy(study.slug)).id).toBe(study.id);
        expect(Array.isArray(valueOf(await subject.editorial.blogCategories()))).toBe(true);
      },
    );
  });
};
