import type { Payout } from '@portal/contracts';
import { callList } from './client';
import { listAllPayouts } from './payouts';

jest.mock('./client', () => ({ callList: jest.fn() }));
const mockedCallList = jest.mocked(callList);

const payouts = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({ payout_id: `p${from + i}` }) as Payout);

describe('listAllPayouts', () => {
  it('gathers every page of the search at the largest page size', async () => {
    mockedCallList
      .mockResolvedValueOnce({ rows: payouts(100, 0), total: 230 })
      .mockResolvedValueOnce({ rows: payouts(100, 100), total: 230 })
      .mockResolvedValueOnce({ rows: payouts(30, 200), total: 230 });
    const rows = await listAllPayouts({ q: 'hbl', sort: 'amount_asc' });
    expect(rows).toHaveLength(230);
    expect(rows[229]!.payout_id).toBe('p229');
    expect(mockedCallList).toHaveBeenLastCalledWith('payouts/supplier', expect.anything(), { q: 'hbl', sort: 'amount_asc', page: '3', pageSize: '100' });
  });

  it('stops at an empty first page', async () => {
    mockedCallList.mockReset().mockResolvedValueOnce({ rows: [], total: 0 });
    expect(await listAllPayouts({})).toEqual([]);
    expect(mockedCallList).toHaveBeenCalledTimes(1);
  });
});
