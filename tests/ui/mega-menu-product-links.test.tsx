// The mega menu's product links show a product's name without the SKU, Size and Pack fragments that
// product texts carry (spec section 9's text helper), then cut at 25 characters (section 2).
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { NavigationNode } from '../../src/domain/navigation/navigation';
import { ServicesContext, type Services } from '../../src/ui/app/services';
import { MegaMenuPanel } from '../../src/ui/app/layout/header/MegaMenuPanel';
import { aNavigationNode } from '../support/navigation.arbitraries';

const product = (id: number, title: string): NavigationNode =>
  aNavigationNode({ id, title, nodeUri: `product/p-${id}` });

const render = (top: NavigationNode): string => {
  const menu = {
    desktopMenu$: new BehaviorSubject({ openItemId: top.id, activeSubIndex: 0 }),
    hoverSubItem: () => undefined,
  };
  // Only the menu service is read by the panel.
  const services = { menu } as unknown as Services;
  return renderToStaticMarkup(
    <MemoryRouter>
      <ServicesContext value={services}>
        <MegaMenuPanel id="panel" node={top} />
      </ServicesContext>
    </MemoryRouter>,
  );
};

const linkTexts = (html: string): string[] =>
  [...html.matchAll(/<span title="[^"]*">([^<]*)<\/span>/g)].map((match) => match[1] ?? '');

describe('mega menu product links', () => {
  it('drop SKU, Size and Pack from the product name before cutting it', () => {
    const hammers = aNavigationNode({
      id: 2,
      title: 'Hammers',
      nodeUri: 'products/hammers',
      children: [
        product(10, 'Claw Hammer | SKU: CH-16 | Size: 16 oz'),
        product(11, 'Mallet (Pack: 2)'),
      ],
    });
    const html = render(aNavigationNode({ id: 1, title: 'Tools', children: [hammers] }));
    // the sub-item card's child links, then the side panel's product cards
    expect(linkTexts(html)).toEqual(['Claw Hammer', 'Mallet', 'Claw Hammer', 'Mallet']);
  });

  it('still cut a long name at 25 characters', () => {
    const saws = aNavigationNode({
      id: 2,
      title: 'Saws',
      children: [product(10, 'Japanese pull saw with replaceable blade, SKU: JS-1')],
    });
    const html = render(aNavigationNode({ id: 1, title: 'Tools', children: [saws] }));
    expect(linkTexts(html)).toEqual(['Japanese pull saw with re…', 'Japanese pull saw with re…']);
  });
});
