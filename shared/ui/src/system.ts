import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breakpoints, buttonRecipe, cardSlotRecipe,
  checkboxSlotRecipe, checkmarkRecipe, dataListSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe,
  fieldsetSlotRecipe, fileUploadSlotRecipe, globalCss, headingRecipe, iconRecipe, inputRecipe, keyframes, layerStyles,
  linkRecipe, listSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe, progressSlotRecipe, radioGroupSlotRecipe,
  radiomarkRecipe, ratingGroupSlotRecipe, segmentGroupSlotRecipe, semanticTokens, separatorRecipe, skeletonRecipe,
  spinnerRecipe, statSlotRecipe, stepsSlotRecipe, switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe, tagSlotRecipe,
  textStyles, textareaRecipe, toastSlotRecipe, tokens, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The portal's Chakra system. Only the recipes of the components we use are registered, so the
 * style engine has less to resolve; @portal/ui is the only package that imports Chakra. They are
 * imported one by one, not picked from the theme's `recipes` and `slotRecipes`: those objects
 * bring every recipe of Chakra into the shell's libraries (76 files where the portal uses 37).
 */
const recipes = {
  badge: badgeRecipe, button: buttonRecipe, heading: headingRecipe, input: inputRecipe, link: linkRecipe,
  spinner: spinnerRecipe, textarea: textareaRecipe, separator: separatorRecipe, skeleton: skeletonRecipe,
  checkmark: checkmarkRecipe, radiomark: radiomarkRecipe, icon: iconRecipe,
};
const slotRecipes = {
  alert: alertSlotRecipe, avatar: avatarSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe, progress: progressSlotRecipe, radioGroup: radioGroupSlotRecipe,
  ratingGroup: ratingGroupSlotRecipe, table: tableSlotRecipe, tabs: tabsSlotRecipe, fileUpload: fileUploadSlotRecipe,
  menu: menuSlotRecipe, tooltip: tooltipSlotRecipe, segmentGroup: segmentGroupSlotRecipe, stat: statSlotRecipe,
  steps: stepsSlotRecipe, switch: switchSlotRecipe, tag: tagSlotRecipe, list: listSlotRecipe,
  dataList: dataListSlotRecipe, toast: toastSlotRecipe,
};

type ColorOverrides = Record<string, { value: string }>;

/** Chakra's rings are the palette's 400/500, too pale to see on white (under 3:1); the 600 is at least 3:1. */
const ring = (palette: string): ColorOverrides => ({ focusRing: { value: `{colors.${palette}.600}` } });

/**
 * Colours that meet WCAG 2.2 AA on white (the axe sweep of e2e/tests/accessibility.spec.ts checks
 * them): white text on a solid teal, green or orange button, badge or toast needs the 700 shade
 * (the 600 gives 3.3-3.7:1, under 4.5:1), and orange text a darker orange than the 600. Blue and red
 * take the 700 too: their 600 passes at rest, but a hovered solid button is the solid at 90%
 * (blue 4.36:1, found by the wizards' axe checks with the pointer still on Next).
 */
const accessibleColors: Record<string, ColorOverrides> = {
  gray: ring('gray'),
  red: { ...ring('red'), solid: { value: '{colors.red.700}' } },
  yellow: ring('yellow'),
  blue: { ...ring('blue'), solid: { value: '{colors.blue.700}' } },
  cyan: ring('cyan'),
  purple: ring('purple'),
  pink: ring('pink'),
  teal: { ...ring('teal'), solid: { value: '{colors.teal.700}' } },
  green: { ...ring('green'), solid: { value: '{colors.green.700}' } },
  // Chakra's orange.700 is brown; this orange keeps 'Pending is orange' (spec) at 5.2:1 on white.
  orange: { ...ring('orange'), solid: { value: '{colors.orange.700}' }, fg: { value: '#c2410c' } },
};

const colors = Object.fromEntries(
  Object.entries(semanticTokens.colors ?? {}).map(([name, token]) => [name, { ...token, ...accessibleColors[name] }]),
);

const isRecord = (node: unknown): node is Record<string, unknown> => typeof node === 'object' && node !== null;

/**
 * The portal has no dark mode, so each semantic token keeps only its light value: making the
 * system then resolves a sixth fewer tokens and the page gets no dark rules (issue 14).
 */
function lightOnly(tree: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => {
    if (!isRecord(node)) return [key, node];
    if (!('value' in node)) return [key, lightOnly(node)];
    return [key, isRecord(node.value) && '_light' in node.value ? { ...node, value: node.value._light } : node];
  }));
}

const createPortalSystem = () => createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: {
      ...globalCss,
      // The shell's header is sticky and 4rem tall (host/src/layout/header.tsx): an element the
      // keyboard reaches going up the page stops below it, not hidden behind it (WCAG 2.2, 2.4.11).
      html: { scrollPaddingTop: '4.5rem' },
      body: { bg: 'gray.50', color: 'gray.800' },
    },
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
      semanticTokens: lightOnly({ ...semanticTokens, colors }) as typeof semanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);

let system: SystemContext | null = null;

/**
 * The system, made on first use rather than when the package loads: making it resolves every
 * token, a large part of evaluating this package, so the shell can give it a task of its own
 * (host/src/bootstrap.tsx). Its global styles are made later still, if a provider inserts them.
 */
export function portalSystem(): SystemContext {
  system ??= createPortalSystem();
  return system;
}

let systemWithoutGlobalStyles: SystemContext | null = null;

/**
 * The system for a page whose HTML carries the global styles (the shell's index.html, written at
 * build): the provider then has none to insert, and Chakra, which makes them on first use
 * (patches/), never makes them.
 */
export function portalSystemWithoutGlobalStyles(): SystemContext {
  systemWithoutGlobalStyles ??= Object.create(portalSystem(), { _global: { value: [] } }) as SystemContext;
  return systemWithoutGlobalStyles;
}
