import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainMenuLinks } from '../../../src/domain/navigation/plain-menu.rules';
import { anyMenu } from '../../support/navigation.arbitraries';

describe('the main menu as plain links (no script)', () => {
  it('links every top item that has a place, and the linked children of those that do not', () => {
    fc.assert(
      fc.property(anyMenu, (items) => {
        const links = plainMenuLinks(items);
        expect(links.every((node) => node.nodeUri !== null)).toBe(true);
        for (const node of items) {
          if (node.nodeUri !== null) expect(links).toContain(node);
          else
            for (const child of node.children)
              if (child.nodeUri !== null) expect(links).toContain(child);
        }
      }),
    );
  });

  it('keeps the menu order', () => {
    fc.assert(
      fc.property(anyMenu, (items) => {
        const order = (node: unknown) =>
          items.findIndex((top) => top === node || top.children.includes(node as never));
        const positions = plainMenuLinks(items).map(order);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });
});
