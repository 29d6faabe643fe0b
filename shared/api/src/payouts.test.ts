import { mockApi, payout } from '@portal/testing';
import { listAllPayouts } from './payouts';

const payouts = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => payout({ payout_id: `p${from + i}`, payout_number: from + i }));

describe('listAllPayouts', () => {
  it('gathers every page of the search at the largest page size', async () => {
    const calls = mockApi.listPayouts(({ query }) => {
      const page = Number(query.page);
      return { rows: payouts(page === 3 ? 30 : 100, (page - 1) * 100), total: 230 };
    });
    const rows = await listAllPayouts({ q: 'hbl', sort: 'amount_asc' });
    expect(rows).toHaveLength(230);
    expect(rows[229]!.payout_id).toBe('p229');
    expect(calls.count).toBe(3);
    expect(calls.last().query).toEqual({ q: 'hbl', sort: 'amount_asc', page: '3', pageSize: '100' });
  });

  it('stops at an empty first page', async () => {
    const calls = mockApi.listPayouts({ rows: [], total: 0 });
    expect(await listAllPayouts({})).toEqual([]);
    expect(calls.count).toBe(1);
  });
});
