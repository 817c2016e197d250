import { describe, expect, it } from 'vitest';
import { rootStylesheets, rootStylesheetsLinkedOnce } from './root-stylesheets.mjs';

type FakeChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; code: string; viteMetadata: { importedCss: Set<string> } };

const mapDeps = (files: string[]) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;

function chunk(fileName: string, options: Partial<FakeChunk> & { css?: string[] } = {}): FakeChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: options.facadeModuleId ?? null,
    imports: options.imports ?? [],
    code: options.code ?? 'export {};\n',
    viteMetadata: { importedCss: new Set(options.css ?? []) },
  };
}

/** A browser build as React Router's plugin leaves it: the root route's chunk imports the shared one. */
function bundle() {
  const lazyImport = `${mapDeps(['assets/persist-cart-1.js', 'assets/shared-1.css', 'assets/toast-host-1.css'])}const load = () => import('./persist-cart-1.js'); // "assets/shared-1.css"\n`;
  return {
    'assets/root-1.js': chunk('assets/root-1.js', {
      facadeModuleId: '/repo/apps/storefront/src/root.tsx?__react-router-build-client-route',
      imports: ['assets/shared-1.js'],
      css: ['assets/root-1.css'],
      code: lazyImport,
    }),
    'assets/shared-1.js': chunk('assets/shared-1.js', { css: ['assets/shared-1.css'] }),
    'assets/toast-host-1.js': chunk('assets/toast-host-1.js', { css: ['assets/toast-host-1.css'] }),
    'assets/category-1.js': chunk('assets/category-1.js', {
      facadeModuleId: '/repo/apps/storefront/src/routes/category.tsx?__react-router-build-client-route',
      imports: ['assets/shared-1.js'],
      css: ['assets/product-listing-1.css'],
      code: mapDeps(['assets/product-listing-1.css', 'assets/shared-1.css']),
    }),
    'assets/root-1.css': { type: 'asset', fileName: 'assets/root-1.css', source: '' },
  };
}

function runPlugin(files: ReturnType<typeof bundle>) {
  const plugin = rootStylesheetsLinkedOnce();
  const hook = plugin.generateBundle as unknown as { order: string; handler: (options: unknown, bundle: unknown) => void };
  expect(hook.order).toBe('post');
  hook.handler({}, files);
  return files;
}

describe('rootStylesheetsLinkedOnce', () => {
  it('finds the stylesheets of the root route and of the chunks it imports, not those of other routes or lazy modules', () => {
    const files = bundle();
    const isRoot = (id: string) => /[\\/]src[\\/]root\.tsx(\?|$)/.test(id);
    expect([...rootStylesheets(files as never, isRoot)].sort()).toEqual(['assets/root-1.css', 'assets/shared-1.css']);
  });

  it('names the root’s stylesheets in preload lists as React Router links them, with a trailing #', () => {
    const files = runPlugin(bundle());
    expect(files['assets/root-1.js'].code).toContain(mapDeps(['assets/persist-cart-1.js', 'assets/shared-1.css#', 'assets/toast-host-1.css']));
    expect(files['assets/category-1.js'].code).toBe(mapDeps(['assets/product-listing-1.css', 'assets/shared-1.css#']));
  });

  it('changes nothing but the preload list, and leaves chunks without one alone', () => {
    const files = runPlugin(bundle());
    expect(files['assets/root-1.js'].code).toContain(`import('./persist-cart-1.js'); // "assets/shared-1.css"`);
    expect(files['assets/shared-1.js'].code).toBe('export {};\n');
  });

  it('leaves the build alone when no chunk is the root', () => {
    const files = bundle();
    files['assets/root-1.js'].facadeModuleId = '/repo/apps/kiosk/src/main.tsx';
    const before = files['assets/category-1.js'].code;
    runPlugin(files);
    expect(files['assets/category-1.js'].code).toBe(before);
  });
});
