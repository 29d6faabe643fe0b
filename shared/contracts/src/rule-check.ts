import * as v from 'valibot';

/**
 * A `rawCheck` (a rule across fields, reported on the field it is about) with the messages it can
 * give, word for word, as `rules`: the OpenAPI document states them in the schema's description as
 * it does a `check`'s message. A `{name}` stands for a value the rule names.
 */
export const ruleCheck = <T>(rules: readonly string[], check: Parameters<typeof v.rawCheck<T>>[0]) =>
  Object.assign(v.rawCheck<T>(check), { rules });
