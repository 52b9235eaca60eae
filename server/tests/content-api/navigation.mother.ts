// The shop's menus (main, footer, bottom footer) and singles (site footer, sticky bar...) for the
// content API tests.
import type { Db } from '../../src/adapters/db/database.ts';
import { menuNodes, singles } from '../../src/adapters/db/schema.ts';

interface Linked {
  readonly id: number;
}

export async function aNavigation(
  db: Db,
  linked: {
    drill: Linked;
    bolts: Linked;
    icon: Linked;
    featured: Linked;
    team: Linked | undefined;
  },
): Promise<void> {
  const { drill, bolts, icon, featured, team } = linked;
  const node = (row: Omit<typeof menuNodes.$inferInsert, 'id'>) =>
    db
      .insert(menuNodes)
      .values(row)
      .returning()
      .then(([saved]) => {
        if (!saved) throw new Error('menu node not inserted');
        return saved;
      });
  const productsNode = await node({
    menu: 'main-navigation-menu',
    position: 0,
    title: 'Products',
    nodeUri: 'products',
    displayAsGrid: true,
    typeLabel: 'Custom URL',
    svgIconId: icon.id,
    featuredImageId: featured.id,
  });
  await node({
    menu: 'main-navigation-menu',
    position: 1,
    title: 'Contact',
    nodeUri: 'contact',
    displayAsButton: true,
    displayInRed: true,
    typeLabel: 'Entry',
    elementType: 'entry',
    elementId: team?.id ?? null,
  });
  // Children inserted in reverse to show that position, not insertion, orders them.
  await node({
    menu: 'main-navigation-menu',
    parentId: productsNode.id,
    position: 2,
    title: 'Fasteners',
    nodeUri: null,
    typeLabel: 'Passive',
  });
  await node({
    menu: 'main-navigation-menu',
    parentId: productsNode.id,
    position: 1,
    title: 'Hex bolts',
    nodeUri: 'products/hex-bolts/m8',
    typeLabel: 'Product',
    elementType: 'product',
    elementId: bolts.id,
  });
  await node({
    menu: 'main-navigation-menu',
    parentId: productsNode.id,
    position: 0,
    title: 'Cordless Drill',
    nodeUri: 'products/cordless-drill',
    typeLabel: 'Product',
    elementType: 'product',
    elementId: drill.id,
  });
  const shop = await node({
    menu: 'footer-menu',
    position: 0,
    title: 'Shop',
    nodeUri: null,
    typeLabel: 'Passive',
  });
  await node({
    menu: 'footer-menu',
    parentId: shop.id,
    position: 0,
    title: 'All products',
    nodeUri: 'products',
    newWindow: true,
  });
  await node({ menu: 'bottom-footer-menu', position: 0, title: 'Privacy', nodeUri: 'privacy' });

  await db.insert(singles).values([
    {
      handle: 'site-footer',
      data: {
        blurbText: '<p>Tools since 1950</p>',
        socialLinks: [
          { socialNetwork: 'instagram', socialLinkProfileUrl: 'https://instagram.com/shop' },
          { socialNetwork: 'myspace', socialLinkProfileUrl: 'https://myspace.com/shop' },
          { socialNetwork: 'youtube', socialLinkProfileUrl: 'javascript:alert(1)' },
        ],
        genericLogoImages: [
          { path: 'logos/iso 9001.png', alt: 'ISO 9001' },
          { url: 'https://partner.example/logo.png', alt: 'Partner' },
          { path: '../etc/passwd', alt: 'Nope' },
        ],
        copyrightText: '© Test Shop',
      },
    },
    {
      handle: 'sticky-bar-cta',
      data: {
        isEnabled: true,
        stickyBarRichTextContent: '<p>Free shipping</p>',
        stickyBarRichTextContentSecondary: '<p>Call us</p>',
      },
    },
    { handle: 'opening-hours', data: { weekdays: '8-17' } },
  ]);
}
