const { createHash } = require('node:crypto');
const vm = require('node:vm');
const { MARKETPLACE_TIME_ZONE } = require('@portal/contracts');
const { intlWarmUp } = require('./intl-warm-up.cjs');

test("the warm-up makes formatters in the marketplace's time zone, as @portal/ui's formatters are", () => {
  expect(intlWarmUp.script).toContain(`timeZone:'${MARKETPLACE_TIME_ZONE}'`);
});

test('the warm-up runs without the page: it needs nothing but Intl', () => {
  expect(() => vm.runInNewContext(intlWarmUp.script, { Intl })).not.toThrow();
});

test("the policy's hash is the script's, quoted as script-src needs it", () => {
  const digest = createHash('sha256').update(intlWarmUp.script).digest('base64');
  expect(intlWarmUp.scriptHash).toBe(`'sha256-${digest}'`);
});
