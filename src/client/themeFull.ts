import { createAppSystem } from './theme';
import { shellRecipes, shellSlotRecipes } from './themeRecipes';
import { moreRecipes, moreSlotRecipes } from './themeRecipesMore';

/** Every recipe the app draws: the system of every screen but the home page (themeSystem.ts). */
export const fullSystem = createAppSystem({
  recipes: { ...shellRecipes, ...moreRecipes },
  slotRecipes: { ...shellSlotRecipes, ...moreSlotRecipes },
});
