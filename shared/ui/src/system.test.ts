import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';

import { designTokens } from './design-tokens';
import { portalConfig, portalSystem } from './system';
import { type StoredTokens, storedTokens, storeTokens } from './token-snapshot';

/** The system as Chakra builds it from the design tokens, which the browser's restores. */
const builtSystem = () => createSystem(defaultBaseConfig, { ...portalConfig, theme: { ...portalConfig.theme, ...designTokens } });

/** The CSS variables the system declares for the page, as `--name: value` text. */
const declaredVariables = () => JSON.stringify(portalSystem().getTokenCss());

/** One token a line, so that a change of Chakra or of the design tokens reads as a diff. */
const snapshotText = ({ tokens, colorPalettes }: StoredTokens) =>
  `{"tokens":[\n${tokens.map((t) => JSON.stringify(t)).join(',\n')}\n],"colorPalettes":[\n${colorPalettes.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`;

const entries = <V>(map: Map<string, V>) => [...map.entries()];

/** The CSS each recipe of the portal's config makes (cva and sva resolve it), variant by variant. */
function recipeStyles(system: SystemContext) {
  const { recipes = {}, slotRecipes = {} } = portalConfig.theme ?? {};
  const each = (variants: Record<string, Record<string, unknown>> = {}) => [
    {},
    ...Object.entries(variants).flatMap(([name, values]) => Object.keys(values).map((value) => ({ [name]: value }))),
  ];
  return {
    recipes: Object.entries(recipes).map(([key, recipe]) => [key, each(recipe.variants).map((props) => system.cva(recipe)(props))]),
    slotRecipes: Object.entries(slotRecipes).map(([key, recipe]) => [key, each(recipe.variants).map((props) => system.sva(recipe)(props))]),
  };
}

describe('the portal’s design system', () => {
  it('is made once', () => {
    expect(portalSystem()).toBe(portalSystem());
  });

  it('declares each semantic colour once, with its light value, and no dark-mode rules', () => {
    const css = declaredVariables();
    expect(css).not.toMatch(/\.dark/);
    expect(css).toContain('"--chakra-colors-fg":"var(--chakra-colors-black)"');
    // The accessible overrides still apply: white on a solid teal needs the 700 (4.5:1).
    expect(css.match(/"--chakra-colors-teal-solid":"[^"]*"/g)).toEqual(['"--chakra-colors-teal-solid":"var(--chakra-colors-teal-700)"']);
    // A field's error text (fg.error) is the 700 too: the 500 gives 3.8:1 on white.
    expect(css.match(/"--chakra-colors-fg-error":"[^"]*"/g)).toEqual(['"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"']);
  });
});

describe('the stored token dictionary', () => {
  const built = builtSystem();

  it('is the one the design tokens build (WRITE_TOKEN_SNAPSHOT=1 writes it again)', () => {
    const text = snapshotText(storeTokens(built.tokens));
    if (process.env.WRITE_TOKEN_SNAPSHOT) writeFileSync(path.join(__dirname, 'token-snapshot.json'), text);
    expect(snapshotText(storedTokens)).toBe(text);
  });

  it('gives the restored system the built one’s variables, global styles, lookups and recipe styles', () => {
    const restored = portalSystem();
    expect(restored.getTokenCss()).toEqual(built.getTokenCss());
    expect(restored.getGlobalCss()).toEqual(built.getGlobalCss());
    const { tokens } = restored;
    expect(entries(tokens.flatMap)).toEqual(entries(built.tokens.flatMap));
    expect(entries(tokens.colorPaletteMap).map(([name, vars]) => [name, entries(vars)])).toEqual(
      entries(built.tokens.colorPaletteMap).map(([name, vars]) => [name, entries(vars)]),
    );
    const values = (system: SystemContext) =>
      entries(system.tokens.categoryMap).map(([category, map]) => [
        category,
        entries(map).map(([prop, token]) => [prop, token.value as unknown]),
      ]);
    expect(values(restored)).toEqual(values(built));
    const names = built.tokens.allTokens.map((token) => token.name);
    expect(names.map((name): unknown[] => [restored.token(name), restored.token.var(name)])).toEqual(
      names.map((name): unknown[] => [built.token(name), built.token.var(name)]),
    );
    expect(recipeStyles(restored)).toEqual(recipeStyles(built));
    // Style props that read tokens, a palette and a negative space, resolve alike.
    const styles = {
      colorPalette: 'teal',
      bg: 'colorPalette.solid',
      color: 'fg.muted',
      borderColor: 'border',
      p: '4',
      mt: '-2',
      w: 'sm',
      shadow: 'md',
      zIndex: 'modal',
    };
    expect(restored.css(styles)).toEqual(built.css(styles));
  });
});
