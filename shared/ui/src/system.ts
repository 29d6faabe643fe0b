import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, globalCss, keyframes, layerStyles, recipes, semanticTokens, slotRecipes, textStyles, tokens,
} from '@chakra-ui/react/theme';

/**
 * The portal's Chakra system. Only the recipes of the components we use are registered, so the
 * style engine has less to resolve; @portal/ui is the only package that imports Chakra.
 */
const usedRecipes = ['badge', 'button', 'heading', 'input', 'link', 'spinner', 'textarea', 'separator', 'skeleton', 'checkmark', 'radiomark', 'icon'] as const;
const usedSlotRecipes = ['alert', 'avatar', 'card', 'checkbox', 'dialog', 'drawer', 'field', 'fieldset', 'nativeSelect', 'progress', 'radioGroup', 'ratingGroup', 'table', 'tabs', 'fileUpload', 'menu', 'tooltip', 'segmentGroup', 'stat', 'steps', 'switch', 'tag', 'list', 'dataList'] as const;

const pick = <T extends Record<string, unknown>, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: { ...globalCss, body: { bg: 'gray.50', color: 'gray.800' } },
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        ...tokens,
        fonts: {
          heading: { value: 'Inter, "Segoe UI", Roboto, system-ui, sans-serif' },
          body: { value: 'Inter, "Segoe UI", Roboto, system-ui, sans-serif' },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
        },
      },
      semanticTokens,
      recipes: pick(recipes, usedRecipes),
      slotRecipes: pick(slotRecipes, usedSlotRecipes),
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
