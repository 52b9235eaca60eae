import type { Category } from '../../domain/catalog/product-detail';
import type { BlogPost, CaseStudy, ContentPage } from '../../domain/content/content';
import type { NavigationNode } from '../../domain/navigation/navigation';
import { demoCatalog } from './demo-catalog';
import { FAKE_GATEWAYS } from './fake-store';
import type { InMemoryContentOptions } from './in-memory-content';
import type { NewCustomer } from './in-memory-shop';

/** The same demo customer the back-end seeds, so both ways of running the shop sign in alike. */
export const DEMO_CUSTOMER: NewCustomer = {
  email: 'demo@example.com',
  password: 'demo-shopper-2026',
  firstName: 'Demo',
  lastName: 'Shopper',
  addresses: [
    {
      title: 'Home',
      countryCode: 'US',
      administrativeArea: 'OR',
      locality: 'Portland',
      postalCode: '97201',
      addressLine1: '1 Main St',
      addressLine2: null,
      addressLine3: null,
      organization: null,
      organizationTaxId: null,
      fullName: 'Demo Shopper',
      firstName: 'Demo',
      lastName: 'Shopper',
      phoneNumber: null,
      attention: null,
      companyName: null,
      businessId: null,
      notes: null,
      isPrimaryBilling: true,
      isPrimaryShipping: true,
    },
  ],
};

/** The demo data's member of staff, as the seeded back-end knows them (the back office's fakes). */
export const DEMO_STAFF: NewCustomer = {
  email: 'staff@example.com',
  password: 'demo-staff-2026',
  firstName: 'Sam',
  lastName: 'Staff',
  admin: true,
};

const categories: Category[] = [
  {
    id: 1,
    title: 'Power Tools',
    slug: 'power-tools',
    description: '',
    image: null,
    productCount: 5,
  },
  { id: 2, title: 'Fasteners', slug: 'fasteners', description: '', image: null, productCount: 3 },
  { id: 3, title: 'Hand Tools', slug: 'hand-tools', description: '', image: null, productCount: 6 },
];

const node = (id: number, title: string, nodeUri: string, children: NavigationNode[] = []) => ({
  id,
  title,
  nodeUri,
  newWindow: false,
  displayAsButton: false,
  displayInRed: false,
  displayAsGrid: children.length > 3,
  svgIcon: [],
  featuredImage: [],
  children,
  defaultVariantId: null,
});

const page = (id: number, title: string, uri: string, description: string): ContentPage => ({
  id,
  title,
  uri,
  blocks: [{ type: 'richText', html: `<p>${description}</p>` }],
  seo: { title, description },
});

const post = (id: number, title: string, slug: string, publishedAt: string): BlogPost => ({
  id,
  title,
  slug,
  uri: `blog/${slug}`,
  author: 'The Workshop',
  excerpt: `${title}: notes from the workshop.`,
  publishedAt,
  category: { id: 1, title: 'News', slug: 'news', uri: 'blog/category/news' },
  image: null,
  body: `<p>${title}.</p>`,
  seo: { title, description: null },
  dateUpdated: publishedAt,
});

const study: CaseStudy = {
  id: 1,
  title: 'Fitting out a timber-frame workshop',
  slug: 'timber-frame-workshop',
  uri: 'case-studies/timber-frame-workshop',
  client: 'Northwood Joinery',
  industry: 'Construction',
  summary: 'Tools and fasteners for a forty-person workshop.',
  publishedAt: '2026-03-01T09:00:00.000Z',
  image: null,
  body: '<p>How Northwood equipped its new workshop.</p>',
  seo: { title: 'Fitting out a timber-frame workshop', description: null },
  dateUpdated: '2026-03-01T09:00:00.000Z',
};

/** The menus, footer and sticky bar. */
const demoNavigation = (): Pick<
  InMemoryContentOptions,
  'mainMenu' | 'footerMenu' | 'bottomFooterMenu' | 'footer' | 'stickyBar'
> => ({
  mainMenu: [
    node(
      1,
      'Products',
      'products',
      categories.map((c) => node(10 + c.id, c.title, `products?category=${c.slug}`)),
    ),
    node(2, 'Case Studies', 'case-studies/timber-frame-workshop'),
    node(3, 'About', 'about-us'),
  ],
  footerMenu: [
    {
      title: 'Shop',
      nodeUri: null,
      newWindow: false,
      typeLabel: 'Passive',
      children: [
        {
          title: 'All products',
          nodeUri: 'products',
          newWindow: false,
          typeLabel: null,
          children: [],
        },
      ],
    },
  ],
  bottomFooterMenu: [
    { title: 'Privacy', nodeUri: 'privacy', newWindow: false, typeLabel: null, children: [] },
  ],
  footer: {
    blurbText: '<p>Tools and fasteners for people who build.</p>',
    socialLinks: [
      { socialNetwork: 'instagram', socialLinkProfileUrl: 'https://instagram.com/example' },
    ],
    genericLogoImages: [],
    copyrightText: '© 2026 Storefront',
    menus: [],
  },
  stickyBar: {
    isEnabled: true,
    stickyBarRichTextContent: '<p>Free shipping on orders over $100</p>',
    stickyBarRichTextContentSecondary: '<p>Trade accounts welcome</p>',
  },
});

/** Pages, blog and case studies. */
const demoEditorial = (): Pick<
  InMemoryContentOptions,
  'pages' | 'blogPosts' | 'blogCategories' | 'caseStudies'
> => ({
  pages: [
    page(1, 'Home', '', 'Tools and fasteners for people who build.'),
    page(2, 'About us', 'about-us', 'A family workshop since 1982.'),
    page(3, 'Privacy', 'privacy', 'What we keep about you, and why.'),
  ],
  blogPosts: [
    post(1, 'Choosing a cordless drill', 'choosing-a-cordless-drill', '2026-02-01T09:00:00.000Z'),
    post(2, 'Which screw for which wood', 'which-screw-for-which-wood', '2026-02-15T09:00:00.000Z'),
  ],
  blogCategories: [
    {
      id: 1,
      title: 'News',
      slug: 'news',
      uri: 'blog/category/news',
      description: '',
      postCount: 2,
    },
  ],
  caseStudies: [study],
});

/** Where the shop delivers, and how it takes payment. */
const demoStoreSettings = (): Pick<
  InMemoryContentOptions,
  'countries' | 'states' | 'gateways'
> => ({
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'CA', name: 'Canada' },
  ],
  states: [
    { countryCode: 'US', code: 'OR', name: 'Oregon' },
    { countryCode: 'US', code: 'WA', name: 'Washington' },
    { countryCode: 'CA', code: 'BC', name: 'British Columbia' },
  ],
  gateways: FAKE_GATEWAYS,
});

/** Content for running the storefront without a back-end (useFakes). */
export const demoContent = (): InMemoryContentOptions => {
  const products = demoCatalog();
  const productCategories = Object.fromEntries(
    products.map((product, index) => [
      product.id,
      index < 5 ? 'power-tools' : index < 8 ? 'fasteners' : 'hand-tools',
    ]),
  );
  return {
    products,
    productCategories,
    categories,
    ...demoNavigation(),
    ...demoEditorial(),
    ...demoStoreSettings(),
  };
};
