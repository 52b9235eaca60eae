import { describe, expect, it } from 'vitest';
import { ElementApiEditorialContent } from '../../../../src/adapters/http/content/element-api.editorial-content';
import { useMswServer } from '../../../support/msw-server';
import { answer, apiError, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const editorial = () => new ElementApiEditorialContent(craftClient());
const pagination = (total: number, count: number, page = 1) => ({
  pagination: {
    total,
    count,
    per_page: 12,
    current_page: page,
    total_pages: Math.ceil(total / 12),
    links: [],
  },
});
const image = { url: '/img/p.jpg', alt: 'P', width: 800, height: null };
const postJson = {
  id: 4,
  title: 'Choosing a drill',
  slug: 'choosing-a-drill',
  uri: 'blog/choosing-a-drill',
  author: null,
  excerpt: 'Which one',
  publishedAt: '2026-02-01T09:00:00.000Z',
  category: { id: 1, title: 'News', slug: 'news', uri: 'blog/category/news' },
  image,
};
const studyJson = {
  id: 2,
  title: 'Workshop',
  slug: 'workshop',
  uri: 'case-studies/workshop',
  client: 'Northwood',
  industry: 'Construction',
  summary: 'Tools',
  publishedAt: '2026-03-01T09:00:00.000Z',
  image: null,
};

describe('ElementApiEditorialContent.page', () => {
  it('asks by uri (trimmed of slashes) and maps blocks and SEO', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/pages',
      json({
        id: 3,
        title: 'About us',
        uri: 'about-us',
        blocks: [{ type: 'hero', heading: 'Hi' }],
        seo: { title: null, description: 'About' },
      }),
    );

    const result = await editorial().page('/about-us/');

    expect(seen[0]?.url.searchParams.get('uri')).toBe('about-us');
    expect(result).toEqual({
      ok: true,
      value: {
        id: 3,
        title: 'About us',
        uri: 'about-us',
        blocks: [{ type: 'hero', heading: 'Hi' }],
        seo: { title: 'About us', description: 'About' },
      },
    });
  });

  it("asks for the home page with an empty uri, and fills what's missing", async () => {
    const seen = answer(server, 'get', 'api/v1/pages', json({ id: 1, title: 'Home', uri: '' }));

    const result = await editorial().page('');

    expect(seen[0]?.url.search).toBe('?uri=');
    expect(result.ok && result.value).toMatchObject({
      blocks: [],
      seo: { title: 'Home', description: null },
    });
  });

  it('reports a missing page as a 404', async () => {
    answer(
      server,
      'get',
      'api/v1/pages',
      apiError(404, 'No element exists that matches the endpoint criteria'),
    );

    expect(await editorial().page('nope')).toMatchObject({
      ok: false,
      error: { error: { status: 404 } },
    });
  });
});

describe('ElementApiEditorialContent blog', () => {
  it('lists posts by page and category, with pagination', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/blog/posts',
      json({ data: [postJson], meta: pagination(13, 1, 2) }),
    );

    const result = await editorial().blogPosts({ page: 2, category: 'news' });

    expect(seen[0]?.url.searchParams.get('page')).toBe('2');
    expect(seen[0]?.url.searchParams.get('category')).toBe('news');
    expect(result.ok && result.value).toEqual({
      items: [{ ...postJson, image: { url: '/img/p.jpg', alt: 'P', width: 800, height: null } }],
      pagination: { total: 13, count: 1, perPage: 12, currentPage: 2, totalPages: 2 },
    });
  });

  it('asks for the first page without parameters, filling missing uris from slugs', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/blog/posts',
      json({
        data: [
          {
            ...postJson,
            uri: null,
            excerpt: null,
            category: { id: 1, title: 'News', slug: 'news' },
          },
        ],
        meta: pagination(1, 1),
      }),
    );

    const result = await editorial().blogPosts({});

    expect(seen[0]?.url.search).toBe('');
    expect(result.ok && result.value.items[0]).toMatchObject({
      uri: 'blog/choosing-a-drill',
      excerpt: '',
      category: { uri: 'blog/category/news' },
    });
  });

  it('maps one post with body and SEO', async () => {
    answer(
      server,
      'get',
      'api/v1/blog/posts/choosing-a-drill',
      json({
        ...postJson,
        body: '<p>B</p>',
        seo: { title: 'T', description: null },
        dateUpdated: null,
      }),
    );

    const result = await editorial().blogPost('choosing-a-drill');

    expect(result.ok && result.value).toMatchObject({
      body: '<p>B</p>',
      seo: { title: 'T' },
      dateUpdated: postJson.publishedAt,
    });
  });

  it('reports a missing post', async () => {
    answer(
      server,
      'get',
      'api/v1/blog/posts/nope',
      apiError(404, 'No element exists that matches the endpoint criteria'),
    );

    expect((await editorial().blogPost('nope')).ok).toBe(false);
  });

  it('lists the categories', async () => {
    answer(
      server,
      'get',
      'api/v1/blog/categories',
      json({ data: [{ id: 1, title: 'News', slug: 'news', description: null }] }),
    );

    expect(await editorial().blogCategories()).toEqual({
      ok: true,
      value: [
        {
          id: 1,
          title: 'News',
          slug: 'news',
          uri: 'blog/category/news',
          description: '',
          postCount: 0,
        },
      ],
    });
  });
});

describe('ElementApiEditorialContent case studies', () => {
  it('lists a page of case studies', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/case-studies',
      json({ data: [studyJson], meta: pagination(1, 1) }),
    );

    const result = await editorial().caseStudies(1);

    expect(seen[0]?.url.searchParams.get('page')).toBe('1');
    expect(result.ok && result.value.items).toEqual([studyJson]);
  });

  it('maps one case study', async () => {
    answer(
      server,
      'get',
      'api/v1/case-studies/workshop',
      json({ ...studyJson, uri: null, client: null, body: '<p>x</p>', dateUpdated: '2026-04-01' }),
    );

    const result = await editorial().caseStudy('workshop');

    expect(result.ok && result.value).toMatchObject({
      uri: 'case-studies/workshop',
      client: '',
      body: '<p>x</p>',
      dateUpdated: '2026-04-01',
      seo: { title: 'Workshop' },
    });
  });

  it('reports a list it cannot read', async () => {
    answer(server, 'get', 'api/v1/case-studies', json({ data: [] }));

    expect(await editorial().caseStudies(1)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});
