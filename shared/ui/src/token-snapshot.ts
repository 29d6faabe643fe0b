import type { SystemConfig, SystemContext } from '@chakra-ui/react';

import stored from './token-snapshot.json';

/** What Chakra's patched createTokenDictionary restores instead of building (patches/). */
export type TokenSnapshot = ReturnType<NonNullable<SystemConfig['tokenSnapshot']>>;
type SnapshotToken = TokenSnapshot['tokens'][number];

const VIRTUAL = 1;
const NEGATIVE = 2;
const DEFAULT = 4;

/**
 * A token as token-snapshot.json keeps it: its name, value, CSS variable (0 for none) and flags,
 * then its original value and conditions when it has them. Its category and prop are its name's
 * first segment and the rest, the variable's reference is var(...), its condition is the base:
 * storeTokens checks each of these, so a Chakra whose tokens differ fails the test, not the page.
 */
type StoredToken = [
  name: string,
  value: unknown,
  cssVar: string | 0,
  flags: number,
  originalValue?: unknown,
  conditions?: Record<string, unknown>,
];

export interface StoredTokens {
  tokens: StoredToken[];
  colorPalettes: TokenSnapshot['colorPalettes'];
}

/** The extensions a token's name gives: its category, its prop and the base condition. */
function extensionsOf(name: string): SnapshotToken['extensions'] {
  const dot = name.indexOf('.');
  return { condition: 'base', category: name.slice(0, dot), prop: name.slice(dot + 1) };
}

function storeToken({ name, value, originalValue, extensions: e }: SystemContext['tokens']['allTokens'][number]): StoredToken {
  const { category, prop, condition } = extensionsOf(name);
  if (e.category !== category || e.prop !== prop || e.condition !== condition || (e.cssVar && e.cssVar.ref !== `var(${e.cssVar.var})`)) {
    throw new Error(`The token ${name} cannot be stored: its category, prop, condition or variable is not the usual one`);
  }
  const flags = (e.virtual ? VIRTUAL : 0) | (e.negative ? NEGATIVE : 0) | (e.default ? DEFAULT : 0);
  const cssVar = e.cssVar?.var ?? 0;
  if (e.conditions) return [name, value, cssVar, flags, originalValue, e.conditions];
  return originalValue === value ? [name, value, cssVar, flags] : [name, value, cssVar, flags, originalValue];
}

/** The dictionary of a system built from the design tokens, as token-snapshot.json keeps it. */
export function storeTokens(dictionary: SystemContext['tokens']): StoredTokens {
  return {
    tokens: dictionary.allTokens.map(storeToken),
    colorPalettes: [...dictionary.colorPaletteMap].map(([name, vars]) => [name, [...vars]]),
  };
}

function restoreToken([name, value, cssVar, flags, originalValue = value, conditions]: StoredToken): SnapshotToken {
  const extensions = extensionsOf(name);
  if (cssVar) extensions.cssVar = { var: cssVar, ref: `var(${cssVar})` };
  if (flags & VIRTUAL) extensions.virtual = true;
  if (flags & NEGATIVE) extensions.negative = true;
  if (flags & DEFAULT) extensions.default = true;
  if (conditions) extensions.conditions = conditions;
  return { name, value, originalValue, extensions };
}

/** token-snapshot.json, written by system.test.ts (JSON's types know no tuples). */
export const storedTokens = stored as unknown as StoredTokens;

/** The snapshot Chakra restores its dictionary from. */
export function restoreTokens(stored: StoredTokens): TokenSnapshot {
  return { tokens: stored.tokens.map(restoreToken), colorPalettes: stored.colorPalettes };
}
