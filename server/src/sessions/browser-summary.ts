/** Browsers by a token of their User-Agent, the more specific first (Edge and Opera also say Chrome, Chrome also says Safari). */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Systems likewise (an iPhone also says "like Mac OS X", Android also says Linux). */
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, rules: readonly [RegExp, string][]) => rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/** What the sessions list and the new sign-in e-mail call a browser: "Chrome on Windows", from its User-Agent. */
export function browserSummary(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = firstMatch(agent, BROWSERS);
  const system = firstMatch(agent, SYSTEMS);
  if (!browser) return system ? `A browser on ${system}` : 'Unknown browser';
  return system ? `${browser} on ${system}` : browser;
}
