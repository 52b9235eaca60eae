import { describe, expect, it } from 'vitest';
import { ProductListService } from '../../../src/application/catalog/product-list.service';
import { err } from '../../../src/domain/shared/result';
import { aRequestFailure } from '../../support/backend-error.mother';
import { ControllableProductCatalog } from '../../support/controllable.product-catalog';
import { inMemoryContentPorts } from '../../support/in-memory.backend';
import { current, record } from '../../support/observed';
import { someProducts } from '../../support/product.mother';

const PRODUCTS = someProducts(12);

const setup = () => {
  const { content, catalog } = inMemoryContentPorts({ products: PRODUCTS, perPage: 5 });
  return { content, service: new ProductListService(catalog) };
};

describe('ProductListService', () => {
  it('starts idle and empty', () => {
    const { service } = setup();

    expect(current(service.state$)).toEqual({
      status: 'idle',
      page: 1,
      filters: {},
      products: [],
      pagination: null,
      error: null,
    });
  });

  it('loads a page: loading, then ready with its products and pagination', async () => {
    const { service } = setup();
    const states = record(service.state$);

    await service.loadPage(2);

    expect(states.values.map((state) => state.status)).toEqual(['idle', 'loading', 'ready']);
    expect(current(service.state$)).toEqual({
      status: 'ready',
      page: 2,
      filters: {},
      products: PRODUCTS.slice(5, 10),
      pagination: { total: 12, count: 5, perPage: 5, currentPage: 2, totalPages: 3 },
      error: null,
    });
  });

  it('shows a listing as a link describes it: its filters and the page asked for', async () => {
    const { service } = setup();

    await service.show({ sort: 'price-desc' }, 2);

    expect(current(service.state$)).toMatchObject({
      status: 'ready',
      page: 2,
      filters: { sort: 'price-desc' },
      pagination: { currentPage: 2, totalPages: 3 },
    });
    expect(current(service.state$).products.map((product) => product.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('keeps the previous page visible while the next one loads', async () => {
    const { service } = setup();
    await service.loadPage(1);
    const states = record(service.state$);

    const loading = service.loadPage(2);

    expect(current(service.state$)).toMatchObject({ status: 'loading', page: 2 });
    expect(current(service.state$).products).toEqual(PRODUCTS.slice(0, 5));
    await loading;
    expect(states.values.at(-1)?.products).toEqual(PRODUCTS.slice(5, 10));
  });

  it('fails with the mapped message and recovers on retry', async () => {
    const { content, service } = setup();
    content.goOffline();

    const failed = await service.loadPage(3);

    expect(failed.ok).toBe(false);
    expect(current(service.state$)).toEqual({
      status: 'failed',
      page: 3,
      filters: {},
      products: [],
      pagination: null,
      error: 'Unable to communicate with the server. Please check your connection and try again.',
    });

    content.goOnline();
    await service.retry();

    expect(current(service.state$)).toMatchObject({ status: 'ready', page: 3, error: null });
    expect(current(service.state$).products).toEqual(PRODUCTS.slice(10));
  });

  it('shows what the server said when it answered with an error', async () => {
    const repository = new ControllableProductCatalog();
    const service = new ProductListService(repository);

    const loading = service.loadPage(1);
    repository.answer(0, err(aRequestFailure({ status: 404, message: '(404) Page not found.' })));
    await loading;

    expect(current(service.state$).error).toBe('Communication error: (404) Page not found.');
  });

  it('asks for page 1 when given a page number that is not a positive integer', async () => {
    const repository = new ControllableProductCatalog();
    const service = new ProductListService(repository);

    void service.loadPage(0);
    void service.loadPage(-2);
    void service.loadPage(1.5);

    expect(repository.requestedPages).toEqual([1, 1, 1]);
  });

  it('ignores an older page that answers after a newer one', async () => {
    const repository = new ControllableProductCatalog();
    const service = new ProductListService(repository);
    const fake = inMemoryContentPorts({ products: PRODUCTS, perPage: 5 }).catalog;

    const pageOne = service.loadPage(1);
    const pageTwo = service.loadPage(2);
    repository.answer(1, await fake.listProducts({ page: 2 }));
    await pageTwo;
    repository.answer(0, await fake.listProducts({ page: 1 }));
    const lateResult = await pageOne;

    expect(lateResult.ok).toBe(true);
    expect(current(service.state$)).toMatchObject({ status: 'ready', page: 2 });
    expect(current(service.state$).products).toEqual(PRODUCTS.slice(5, 10));
  });

  it('ignores a late failure of an older page', async () => {
    const repository = new ControllableProductCatalog();
    const service = new ProductListService(repository);
    const fake = inMemoryContentPorts({ products: PRODUCTS, perPage: 5 }).catalog;

    const pageOne = service.loadPage(1);
    const pageTwo = service.loadPage(2);
    repository.answer(1, await fake.listProducts({ page: 2 }));
    await pageTwo;
    repository.answer(0, err(aRequestFailure()));
    await pageOne;

    expect(current(service.state$)).toMatchObject({ status: 'ready', page: 2, error: null });
  });

  it('applies filters from the first page, and keeps them for later pages', async () => {
    const repository = new ControllableProductCatalog();
    const service = new ProductListService(repository);

    const filtering = service.filter({ category: 'tools', sort: 'price-asc' });
    repository.answer(0, {
      ok: true,
      value: {
        products: [],
        pagination: { total: 0, count: 0, perPage: 5, currentPage: 1, totalPages: 0 },
      },
    });
    await filtering;
    const paging = service.loadPage(2);
    repository.answer(1, {
      ok: true,
      value: {
        products: [],
        pagination: { total: 0, count: 0, perPage: 5, currentPage: 2, totalPages: 0 },
      },
    });
    await paging;

    expect(repository.requestedPages).toEqual([1, 2]);
    expect(current(service.state$).filters).toEqual({ category: 'tools', sort: 'price-asc' });
  });
});
