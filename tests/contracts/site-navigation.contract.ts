import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { SiteNavigation } from '../../src/ports/site-navigation';
import { caseFor, type Missing, valueOf } from './contract-helpers';

export interface SiteNavigationSubject {
  readonly navigation: SiteNavigation;
  readonly cleanup?: () => Promise<void>;
}

export type NavigationCase = 'layout';

/** What every honest SiteNavigation serves: the menus, the footer and the sticky bar. */
export const describeSiteNavigationContract = (
  name: string,
  make: () => Promise<SiteNavigationSubject>,
  missing?: Missing<NavigationCase>,
): void => {
  describe(`SiteNavigation contract: ${name}`, () => {
    let subject: SiteNavigationSubject;
    const test = caseFor(missing);
    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('layout', 'serves the three menus, the footer and the sticky bar', async () => {
      const menus = [
        valueOf(await subject.navigation.mainMenu()),
        valueOf(await subject.navigation.footerMenu()),
        valueOf(await subject.navigation.bottomFooterMenu()),
      ];
      const footer = valueOf(await subject.navigation.siteFooter());
      const bar = valueOf(await subject.navigation.stickyBar());

      for (const menu of menus) for (const item of menu) expect(item.title).toMatch(/\S/);
      expect(typeof footer.copyrightText).toBe('string');
      expect(Array.isArray(footer.socialLinks)).toBe(true);
      expect(typeof bar.isEnabled).toBe('boolean');
    });
  });
};
