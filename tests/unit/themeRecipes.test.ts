import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { usedRecipes, usedSlotRecipes } from '../../src/client/themeRecipes';
import { system } from '../../src/client/theme';

/**
 * The theme carries only the recipes of the Chakra components the app draws, and a component whose
 * recipe is missing draws unstyled without a word. This finds, from the source, every component
 * src/client imports from '@chakra-ui/react', follows Chakra's own files from there (a Checkbox
 * draws a Checkmark), and collects the recipe keys they look up.
 */
const chakraDist = path.resolve('node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src/client')) {
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
  const imported = [...importedChakraNames()];
  const lookedUp = recipeKeysFrom(imported.flatMap((name) => exportFiles.get(name) ?? []));
  const known = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
  const needed = [...lookedUp].filter((key) => key in known).sort();

  it('finds the components the app imports in Chakra’s index', () => {
    expect(imported).toContain('Button');
    expect(exportFiles.get('Button')).toMatch(/components\/button\/button\.js$/);
    expect(needed).toEqual(expect.arrayContaining(['button', 'dialog', 'checkmark']));
  });

  it('carries every recipe those components look up', () => {
    const carried = [...Object.keys(usedRecipes), ...Object.keys(usedSlotRecipes)].sort();
    expect(needed.filter((key) => !carried.includes(key))).toEqual([]);
  });

  it('carries no recipe that no component looks up', () => {
    const carried = [...Object.keys(usedRecipes), ...Object.keys(usedSlotRecipes)];
    expect(carried.filter((key) => !needed.includes(key))).toEqual([]);
  });

  it('gives the system those recipes, styled as Chakra’s own', () => {
    expect(system.getRecipe('button')).toBeDefined();
    expect(system.getSlotRecipe('dialog')).toBeDefined();
    expect(system.getSlotRecipe('colorPicker')).toBeUndefined();
    expect(system.getRecipe('button')?.variants?.variant).toEqual(defaultConfig.theme?.recipes?.button.variants?.variant);
  });
});
