import { ACTIVITY_KIND_LABELS } from '@portal/contracts';
import { keysOf } from '@portal/i18n/testing';

import { dashboardEn } from './dashboard.en';
import { dashboardUr } from './dashboard.ur';

describe("the dashboard's and the activity log's strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(dashboardUr).sort()).toEqual(keysOf(dashboardEn).sort());
  });

  it("keeps the activity kinds' English as the contracts name them", () => {
    const english = Object.fromEntries(Object.entries(ACTIVITY_KIND_LABELS).map(([kind, label]) => [kind.replace('.', '_'), label]));
    expect(dashboardEn.kinds).toEqual(english);
  });
});
