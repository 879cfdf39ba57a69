import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme without its recipes: `defaultConfig` carries all 76 of them (114 kB of
 * the first load), most for components this app never draws.
 */
export const chakraThemeBase = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles },
});

/**
 * The recipes of the Chakra components the shell and the home page draw (its later parts too: the
 * chat), by the key each component looks up: what a reader's first page needs. The menu's drawer,
 * the dialogs, the toasts and the chat's message box bring their recipes with them (`recipe` on
 * their root).
 * themeRecipesMore.ts has the other screens'. A component whose recipe is missing draws
 * unstyled without a warning, so tests/unit/themeRecipes.test.ts checks both lists against the
 * components in src/client.
 */
export const shellRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const shellSlotRecipes = {
  field: fieldSlotRecipe,
  list: listSlotRecipe,
};
