import { endedMonths } from './payout-statements';

describe('endedMonths', () => {
  it('lists the months that have ended in Pakistan, the latest first, across a year', () => {
    expect(endedMonths(new Date('2026-02-10T12:00:00Z'), 3)).toEqual(['2026-01', '2025-12', '2025-11']);
  });

  it("counts in Pakistan's time: on 31 October at 20:00 UTC it is already November there", () => {
    expect(endedMonths(new Date('2026-10-31T20:00:00Z'), 1)).toEqual(['2026-10']);
    expect(endedMonths(new Date('2026-10-31T18:00:00Z'), 1)).toEqual(['2026-09']);
  });
});
