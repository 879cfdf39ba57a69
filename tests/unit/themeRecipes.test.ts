import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { shellRecipes, shellSlotRecipes } from '../../src/client/themeRecipes';
import { moreRecipes, moreSlotRecipes } from '../../src/client/themeRecipesMore';
import { shellSystem } from '../../src/client/theme';
import { fullSystem } from '../../src/client/themeFull';

/**
 * The theme carries only the recipes of the Chakra components the app draws, and a component whose
 * recipe is missing draws unstyled without a word. This finds, from the source, every component
 * src/client imports from '@chakra-ui/react', follows Chakra's own files from there (a Checkbox
 * draws a Checkmark), and collects the recipe keys they look up. The home page is drawn with the
 * shell's recipes alone (src/client/themeSystem.ts): the same is done for the files it can draw.
 */
const chakraDist = path.resolve('node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * The app's files the home page can draw: from the entry and the routes that match `/`, every
 * file they import, statically or not (the menu, the chat, the toasts come later, with the same
 * system), but not the route tree, which leads to every screen.
 */
function homePageFiles(): string[] {
  const roots = ['main.tsx', 'routes/__root.tsx', 'routes/_public.tsx', 'routes/_public/index.tsx'];
  const seen = new Set<string>();
  const queue = roots.map((root) => path.resolve('src/client', root));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), m[1]);
      const next = [`${base}.ts`, `${base}.tsx`, base].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (next?.includes(`${path.sep}src${path.sep}client${path.sep}`) && !next.endsWith('routeTree.gen.ts')) queue.push(next);
    }
  }
  return [...seen];
}

function importedChakraNames(files = sourceFiles('src/client')): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .replace(/\s+as\s+.*$/, '');
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Recipe keys the app's own files look up (`useRecipe({ key: 'input' })` on plain elements). */
function recipeKeysLookedUp(files: string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/use(?:Slot)?Recipe\(\{ key: '([A-Za-z]+)' \}\)/g)].map((m) => m[1]),
  );
}

/** Recipes a file imports from Chakra's theme to hand its components (`<Drawer.Root recipe={...}>`), by key. */
function recipesProvided(file: string): Set<string> {
  const keys = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react\/theme'/g)) {
    for (const part of match[1].split(',')) {
      const recipe = part.trim().match(/^([a-z][A-Za-z]*?)(?:Slot)?Recipe$/);
      if (recipe) keys.add(recipe[1]);
    }
  }
  return keys;
}

/** Chakra's index: which file each exported name comes from. */
function chakraExportFiles(): Map<string, string> {
  const index = readFileSync(path.join(chakraDist, 'index.js'), 'utf8');
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '(\.\/[^']+)'/g)) namespaces.set(m[1], m[2]);
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]+)\}(?: from '(\.\/[^']+)')?/g)) {
    for (const part of m[1].split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const from = m[2] ?? namespaces.get(local);
      if (from) files.set(exported, path.join(chakraDist, from));
    }
  }
  return files;
}

/** Recipe keys looked up by a file and by the Chakra component files it imports, transitively. */
function recipeKeysFrom(start: string[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(m[1]);
    for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const next = path.resolve(path.dirname(file), m[1]);
      if (next.includes(`${path.sep}components${path.sep}`)) queue.push(next);
    }
  }
  return keys;
}

describe('the theme’s recipes', () => {
  const exportFiles = chakraExportFiles();
  const known = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
  // per file: what its components look up, less the recipes it hands them itself
  const recipesOf = (files: string[]) =>
    [
      ...new Set(
        files.flatMap((file) => {
          const provided = recipesProvided(file);
          const names = [...importedChakraNames([file])].flatMap((name) => exportFiles.get(name) ?? []);
          return [...recipeKeysFrom(names), ...recipeKeysLookedUp([file])].filter((key) => !provided.has(key));
        }),
      ),
    ]
      .filter((key) => key in known)
      .sort();
  const imported = importedChakraNames();
  const needed = recipesOf(sourceFiles('src/client'));
  const homeFiles = homePageFiles();
  const neededAtHome = recipesOf(homeFiles);
  const shell = [...Object.keys(shellRecipes), ...Object.keys(shellSlotRecipes)].sort();
  const carried = [...shell, ...Object.keys(moreRecipes), ...Object.keys(moreSlotRecipes)].sort();

  it('finds the components the app imports in Chakra’s index', () => {
    expect(imported).toContain('Button');
    expect(exportFiles.get('Button')).toMatch(/components\/button\/button\.js$/);
    expect(needed).toEqual(expect.arrayContaining(['button', 'dialog', 'checkmark']));
  });

  it('finds what the home page can draw: its screen, the layout, and the parts that come later', () => {
    const names = homeFiles.map((file) => path.relative('src/client', file));
    expect(names).toEqual(
      expect.arrayContaining(['features/home/HomeScreen.tsx', 'features/chat/ChatPanel.tsx', 'components/ToasterView.tsx']),
    );
    expect(names).not.toContain('features/subscribe/SubscribeScreen.tsx');
    expect(neededAtHome).toEqual(expect.arrayContaining(['button', 'field', 'input']));
    expect(neededAtHome).not.toContain('drawer'); // the menu's panel brings its own
    expect(neededAtHome).not.toContain('textarea'); // and so does the chat's message box
  });

  it('carries every recipe those components look up, the home page’s in the shell', () => {
    expect(needed.filter((key) => !carried.includes(key))).toEqual([]);
    expect(neededAtHome.filter((key) => !shell.includes(key))).toEqual([]);
  });

  it('carries no recipe that no component looks up, and in the shell none that only other screens do', () => {
    expect(carried.filter((key) => !needed.includes(key))).toEqual([]);
    expect(shell.filter((key) => !neededAtHome.includes(key))).toEqual([]);
    expect(carried).toHaveLength(new Set(carried).size);
  });

  it('gives the systems those recipes, styled as Chakra’s own', () => {
    expect(shellSystem.getRecipe('button')).toBeDefined();
    expect(shellSystem.getSlotRecipe('field')).toBeDefined();
    expect(shellSystem.getSlotRecipe('dialog')).toBeUndefined();
    expect(fullSystem.getSlotRecipe('dialog')).toBeDefined();
    expect(shellSystem.getSlotRecipe('table')).toBeUndefined();
    expect(fullSystem.getSlotRecipe('table')).toBeDefined();
    expect(fullSystem.getSlotRecipe('colorPicker')).toBeUndefined();
    expect(fullSystem.getRecipe('button')?.variants?.variant).toEqual(defaultConfig.theme?.recipes?.button.variants?.variant);
  });

  it('gives a component the same styles from either system', () => {
    const button = { variant: 'outline', size: 'sm' } as const;
    expect(fullSystem.getRecipeFn('button')(button)).toEqual(shellSystem.getRecipeFn('button')(button));
    expect(fullSystem._global).toEqual(shellSystem._global);
  });
});
