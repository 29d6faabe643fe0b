import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  segmentGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

import { restoreTokens, storedTokens } from './token-snapshot';

/**
 * The portal's Chakra system. Only the recipes of the components we use are registered, so the
 * style engine has less to resolve; @portal/ui is the only package that imports Chakra. They are
 * imported one by one, not picked from the theme's `recipes` and `slotRecipes`: those objects
 * bring every recipe of Chakra into the shell's libraries (76 files where the portal uses 37).
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
  icon: iconRecipe,
};
const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  ratingGroup: ratingGroupSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  menu: menuSlotRecipe,
  tooltip: tooltipSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  steps: stepsSlotRecipe,
  switch: switchSlotRecipe,
  tag: tagSlotRecipe,
  list: listSlotRecipe,
  dataList: dataListSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Everything of the portal's system but its tokens. The tokens' dictionary is built once, when
 * token-snapshot.json is written (system.test.ts), and restored in the browser: building it from
 * the theme was most of making the system, one of the longest tasks of a signed-in first load.
 */
export const portalConfig = defineConfig({
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
  theme: { breakpoints, keyframes, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

const createPortalSystem = () => createSystem(defaultBaseConfig, { ...portalConfig, tokenSnapshot: () => restoreTokens(storedTokens) });

let system: SystemContext | null = null;

/**
 * The system, made on first use rather than when the package loads, so the shell can give it a
 * task of its own (host/src/bootstrap.tsx). Its global styles are made later still, if a
 * provider inserts them.
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
