import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../..');
const biome = path.join(repo, 'node_modules/.bin/biome');
const sandbox = mkdtempSync(path.join(tmpdir(), 'muster-boundaries-'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints `files` (path → source) with the project's biome.jsonc; answers the files that broke a boundary. */
function boundaryViolations(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(sandbox, 'case-'));
  copyFileSync(path.join(repo, 'biome.jsonc'), path.join(dir, 'biome.jsonc'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  let output = '';
  try {
    execFileSync(biome, ['lint', '--vcs-enabled=false', '--only=style/noRestrictedImports', '--max-diagnostics=100', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
  }
  return [...output.matchAll(/^(\S+):(\d+):\d+ lint\/style\/noRestrictedImports/gm)].map(([, file, line]) => `${file}:${line}`).sort();
}

describe('import boundaries (biome.jsonc)', () => {
  it('keeps hono, tRPC, routers and REST out of services', () => {
    const found = boundaryViolations({
      'src/server/services/x/index.ts': [
        "import { Hono } from 'hono';",
        "import { TRPCError } from '@trpc/server';",
        "import { appRouter } from '../../routers';",
        "import { router } from '../../trpc/init';",
        "import { z } from 'zod';",
        "import { articles } from '../../db/schema';",
        'export const all = [Hono, TRPCError, appRouter, router, z, articles];',
      ].join('\n'),
    });
    expect(found).toEqual([1, 2, 3, 4].map((line) => `src/server/services/x/index.ts:${line}`));
  });

  it('keeps admin features out of public client code, and lets public code share the rest', () => {
    const found = boundaryViolations({
      'src/client/features/home/Home.tsx': [
        "import { DashboardScreen } from '../dashboard/DashboardScreen';",
        "import { ListMessage } from '../../components/admin/ListMessage';",
        "import { useAuth } from '../auth/AuthProvider';",
        "import { dashboardTiles } from '../../../shared/dashboard';",
        'export const all = [DashboardScreen, ListMessage, useAuth, dashboardTiles];',
      ].join('\n'),
      'src/client/routes/_public/index.tsx':
        "import { SpotlightList } from '../../features/spotlights/SpotlightList';\nexport const s = SpotlightList;\n",
      'src/client/components/layout/PublicLayout.tsx':
        "import { Editor } from '../../features/newsletterEditor/Editor';\nexport const e = Editor;\n",
      // the admin tree may use anything
      'src/client/routes/admin/dashboard.tsx':
        "import { DashboardScreen } from '../../features/dashboard/DashboardScreen';\nexport const d = DashboardScreen;\n",
    });
    expect(found).toEqual([
      'src/client/components/layout/PublicLayout.tsx:1',
      'src/client/features/home/Home.tsx:1',
      'src/client/features/home/Home.tsx:2',
      'src/client/routes/_public/index.tsx:1',
    ]);
  });
});
