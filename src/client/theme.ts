import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { chakraThemeBase, shellRecipes, shellSlotRecipes } from './themeRecipes';

/**
 * Navy for trust and weight, gold as the accent (badges, the brand mark, focus on dark
 * surfaces). Gold is never used for text on white: it fails contrast there; gold.fg is the
 * darker shade that passes AA.
 */
const palette = (shades: Record<string, string>) => Object.fromEntries(Object.entries(shades).map(([k, v]) => [k, { value: v }]));

const paletteTokens = (name: string, shades: Record<string, string>) => ({
  contrast: { value: shades.contrast },
  fg: { value: `{colors.${name}.${shades.fg}}` },
  subtle: { value: `{colors.${name}.100}` },
  muted: { value: `{colors.${name}.200}` },
  emphasized: { value: `{colors.${name}.300}` },
  solid: { value: `{colors.${name}.${shades.solid}}` },
  focusRing: { value: `{colors.${name}.${shades.focusRing}}` },
  border: { value: `{colors.${name}.${shades.border}}` },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        navy: palette({
          50: '#eef2f8',
          100: '#dbe3f0',
          200: '#b7c6de',
          300: '#8aa1c6',
          400: '#5c77a6',
          500: '#3d5a88',
          600: '#2c446c',
          700: '#213557',
          800: '#192947',
          900: '#14213d',
          950: '#0b1426',
        }),
        gold: palette({
          50: '#fdf8e9',
          100: '#f9ecc4',
          200: '#f2d98a',
          300: '#eac55a',
          400: '#e0b43a',
          500: '#c99a22',
          600: '#a97d18',
          700: '#876116',
          800: '#6f4f18',
          900: '#5e4219',
          950: '#36230a',
        }),
      },
      fonts: {
        heading: { value: "Georgia, Cambria, 'Times New Roman', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        navy: paletteTokens('navy', { contrast: 'white', fg: '700', solid: '800', focusRing: '500', border: '600' }),
        gold: paletteTokens('gold', { contrast: '{colors.navy.950}', fg: '700', solid: '400', focusRing: '400', border: '500' }),
        // Chakra's defaults (red.500 text, green.600 and red.600 fills under white text) miss
        // WCAG AA for small text; one shade darker passes.
        fg: { error: { value: '{colors.red.700}' } },
        red: { solid: { value: '{colors.red.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
        brand: {
          surface: { value: '{colors.navy.900}' },
          onSurface: { value: '{colors.white}' },
          accent: { value: '{colors.gold.400}' },
        },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'navy' },
    body: { bg: 'bg.subtle', color: 'fg', minHeight: '100vh' },
    'h1, h2, h3': { textWrap: 'balance' },
  },
});

type Recipes = Pick<NonNullable<SystemConfig['theme']>, 'recipes' | 'slotRecipes'>;

/** Muster's system with the given Chakra recipes; everything else (tokens, global styles) is the same. */
export function createAppSystem({ recipes, slotRecipes }: Recipes) {
  return createSystem(mergeConfigs(defaultBaseConfig, chakraThemeBase), defineConfig({ theme: { recipes, slotRecipes } }), config);
}

/**
 * The recipes of the shell and the home page: what a reader's first page draws. The other
 * screens' recipes come with them (themeSystem.ts).
 */
export const shellSystem = createAppSystem({ recipes: shellRecipes, slotRecipes: shellSlotRecipes });
