// The shell's index.html ends with this inline script (issue 14). A page's first Intl formatter
// sets up ICU's locale and time-zone data, 40-120 ms of main thread in Chromium on this 2-core
// machine, and every formatter after it takes about 1 ms. Left to the dashboard's first render,
// that set-up lengthened the render's task by as much; here it runs while the page waits for
// the shell's scripts, which the preloads in the head are already fetching.
const { createHash } = require('node:crypto');

/** The locale and time zone of @portal/ui's formatters (shared/ui/src/format.ts, MARKETPLACE_TIME_ZONE). */
const script =
  "new Intl.NumberFormat('en-GB').format(0);" +
  "new Intl.DateTimeFormat('en-GB',{dateStyle:'medium',timeStyle:'short',timeZone:'Asia/Karachi'}).format(0);";

/** The script's source for the content security policy's script-src: no 'unsafe-inline'. */
const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const intlWarmUp = { script, scriptHash };

module.exports = { intlWarmUp };
