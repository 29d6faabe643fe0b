/** The dotted keys of a namespace's strings, for the tests that compare languages. */
export function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}
