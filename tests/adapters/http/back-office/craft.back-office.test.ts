import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftBackOffice } from '../../../../src/adapters/http/back-office/craft.back-office';
import { staffOrderQueryFrom } from '../../../../src/domain/back-office/staff-order-query.rules';
import { useMswServer } from '../../../support/msw-server';
import { answer, apiError, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const office = () => new CraftBackOffice(craftClient());
const query = staffOrderQueryFrom(new URLSearchParams('q=HW-1&status=shipped&page=2'));
const PAGE = { orders: [], total: 0, page: 2, perPage: 25 };

describe('CraftBackOffice.listOrders', () => {
  it('asks with the filters that are set, and reads the page', async () => {
    let asked: URL | null = null;
    answer(server, 'get', 'api/admin/orders', (request) => {
      asked = request.url;
      return json(PAGE)();
    });

    const listed = await office().listOrders(query);

    expect(listed).toEqual({ ok: true, value: { kind: 'page', page: PAGE } });
    expect(Object.fromEntries((asked as URL | null)?.searchParams ?? [])).toEqual({
      q: 'HW-1',
      status: 'shipped',
      page: '2',
    });
  });

  it('reads a site without the call (Craft itself: 404 or 405) as one without a back office', async () => {
    for (const respond of [
      () => new HttpResponse('<html>Not found</html>', { status: 404 }),
      apiError(405, 'Method not allowed'),
    ]) {
      answer(server, 'get', 'api/admin/orders', respond);
      expect(await office().listOrders(query)).toEqual({
        ok: true,
        value: { kind: 'unavailable' },
      });
    }
  });

  it('keeps a refusal as a refusal: a customer is not staff', async () => {
    answer(server, 'get', 'api/admin/orders', apiError(403, 'Only shop staff can do this.'));

    const listed = await office().listOrders(query);

    expect(listed.ok).toBe(false);
  });
});
