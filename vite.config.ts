import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Modules that only the admin area may load; their chunks carry an `admin-` prefix. */
const adminSource = /\/src\/client\/(routes\/admin|features\/admin)[/.]/;

const api = 'http://127.0.0.1:3000';

/**
 * Chakra's anatomy module extends Ark's anatomies at its top level (`accordionAnatomy.extendWith(...)`),
 * calls the bundler must keep unless told they are pure, and with them Ark's and Zag's anatomies of
 * components no screen draws (the colour and date pickers...). Marked pure, an anatomy comes only
 * with the component that uses it. A build-time hint, as `manualPureFunctions` below is, which
 * cannot name these calls: it matches a call by its leading name, here each anatomy's own.
 */
const chakraAnatomiesPure: Plugin = {
  name: 'muster:chakra-anatomies-pure',
  transform(code, id) {
    if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/.test(id)) return null;
    return code.replace(/=\s*([\w$]+)\.extendWith\(/g, '= /* @__PURE__ */ $1.extendWith(');
  },
};

const routesDir = fileURLToPath(new URL('./src/client/routes/', import.meta.url));
const routeSplitTable = fileURLToPath(new URL('./src/client/routeSplitTable.ts', import.meta.url));
const routeSplitsModule = fileURLToPath(new URL('./src/client/lib/routeSplits.ts', import.meta.url));
/** The router plugin's import of a route's split part (its screen), in the route's own file. */
const splitImport = /\bimport\(\s*(['"])([^'"]*\?tsr-split=[^'"]*)\1\s*\)/g;

/**
 * The browser's build loads the routes' split parts through one table (src/client/routeSplitTable.ts,
 * written here), not through an `import()` in each route's file: each such import carried its
 * chunk's name and the list of chunks to fetch beside it into the entry's chunk, which every
 * reader's first load downloaded for every screen of the site (decision 0037). The table is its
 * own chunk, fetched once the page is live and awaited before a navigation asks for a screen
 * (pathReady.ts), so a screen's chunks still come at once.
 */
function routeSplits(): Plugin {
  const keysByRoute = new Map<string, string[]>();
  return {
    name: 'muster:route-splits',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(routesDir) || id.includes('?')) return null;
      const keys: string[] = [];
      const rewritten = code.replace(splitImport, (_match, _quote, specifier: string) => {
        const key = path.relative(routesDir, path.resolve(path.dirname(id), specifier));
        keys.push(key);
        return `__routeSplit(${JSON.stringify(key)})`;
      });
      if (!keys.length) return null;
      // the key holds the query too: any other mention of a split part is one this plugin missed
      if (rewritten.split('tsr-split=').length - 1 !== keys.length)
        this.error(`${id} names a split part in a way this plugin does not know`);
      keysByRoute.set(id, keys);
      return { code: `import { routeSplit as __routeSplit } from ${JSON.stringify(routeSplitsModule)};\n${rewritten}`, map: null };
    },
    async load(id) {
      if (id !== routeSplitTable) return null;
      // every route file transformed (above) before the table is written
      const routeFiles = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
      await Promise.all(routeFiles.map((file) => this.load({ id: path.join(routesDir, file) })));
      const loaders = [...keysByRoute.values()]
        .flat()
        .sort()
        .map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path.join(routesDir, key))}),`);
      return `export const routeSplitTable = {\n${loaders.join('\n')}\n};\n`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before react() so it can split route files first.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
      // The home page, a reader's usual first page, and the public layout are not split out: their
      // screen and what it shares with other screens then come in the entry's chunk, one file
      // instead of fifteen of a few hundred bytes each (decision 0037)
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/_public' || routeId === '/_public/' ? [] : undefined) },
      quoteStyle: 'single',
    }),
    react(),
    chakraAnatomiesPure,
    !isSsrBuild && routeSplits(),
    // Brotli and gzip copies made once at build time, served as they are (precompressed in
    // src/server/http/staticClient.ts): smaller than compressing on each request, and no server
    // CPU spent on it. The HTML shell is drawn per page, so it stays compressed on the fly.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt|xml)$/,
        algorithms: [defineAlgorithm('gzip', { level: 9 }), 'brotliCompress'],
        logLevel: 'silent',
      }),
  ],
  // zod, set jitless before any schema is built (src/client/zodJitless.ts)
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/client/zodJitless.ts', import.meta.url)) },
      // TanStack Store asks for the shim, written for React before 18; the package's own entry
      // without it calls React 19's useSyncExternalStore
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  publicDir: 'public',
  // The server's copy (`--ssr`, scripts/ensure-client-build.mjs) carries its own production
  // React and libraries, whatever NODE_ENV the server runs under, and no public files.
  ...(isSsrBuild && {
    // the sanitizer's server half (jsdom) reads its own files: left to node_modules
    ssr: { noExternal: true, external: ['isomorphic-dompurify'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: 'dist/client',
    // No modulepreload polyfill (decision 0037): it ran inside the entry's chunk, so only once the
    // chunks the entry imports had loaded, and without it Vite's preload helper asks for a lazy
    // screen's chunks with `<link rel="preload" as="script">` where `modulepreload` is missing
    // (Safari before 17): they still come at once
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // The shared shell (react-dom, Chakra, TanStack, tRPC) is ~620 kB minified, ~180 kB gzip;
    // screens load as their own chunks.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Chakra's theme module builds its default config (all 77 recipes) in a top-level call
      // that nothing here reads; marked pure, the recipes no screen draws drop out of the bundle
      // (defineConfig). Likewise the component anatomies Chakra, Ark and Zag build at the top level of
      // their modules: those of components no screen draws drop out.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'createAnatomy'],
        // Modules that declare no sideEffects but have none the app needs: tRPC's WebSocket link
        // sets a counter on its class at load, which kept the whole link (unused here) in the
        // bundle; Emotion imports hoist-non-react-statics (and with it react-is) bare, for
        // withTheme, which the app never calls.
        moduleSideEffects: [
          { test: /@trpc[\\/]client[\\/]dist[\\/]wsLink-/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Everything the entry needs at once in one chunk: split by what else shares it, the first
        // route asked for 36 files; recursion off, as the entry's static imports are all in it anyway
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'shell', tags: ['$initial'] }] },
        // Naming admin chunks lets the browser test prove a reader never downloads one.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => adminSource.test(id)) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': api, '/trpc': api, '/healthz': api },
  },
}));
