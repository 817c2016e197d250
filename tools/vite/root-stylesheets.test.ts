import { describe, expect, it } from 'vitest';
import { rootStylesheets, rootStylesheetsNotPreloaded, withoutPreloads } from './root-stylesheets.mjs';

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
  const lazyImport = `${mapDeps(['assets/persist-cart-1.js', 'assets/shared-1.css', 'assets/toast-host-1.css'])}const load = () => __vite__mapDeps([0,1,2]); // "assets/shared-1.css"\n`;
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
      code: `${mapDeps(['assets/filter-sheet-1.js', 'assets/shared-1.css', 'assets/drawer-1.js', 'assets/filter-sheet-1.css'])}a(__vite__mapDeps([0,1,2,3]));b(__vite__mapDeps([2,1]));c(__vite__mapDeps([1]));`,
    }),
    'assets/root-1.css': { type: 'asset', fileName: 'assets/root-1.css', source: '' },
  };
}

function runPlugin(files: ReturnType<typeof bundle>) {
  const plugin = rootStylesheetsNotPreloaded();
  const hook = plugin.generateBundle as unknown as { order: string; handler: (options: unknown, bundle: unknown) => void };
  expect(hook.order).toBe('post');
  hook.handler({}, files);
  return files;
}

describe('rootStylesheetsNotPreloaded', () => {
  it('finds the stylesheets of the root route and of the chunks it imports, not those of other routes or lazy modules', () => {
    const files = bundle();
    const isRoot = (id: string) => /[\\/]src[\\/]root\.tsx(\?|$)/.test(id);
    expect([...rootStylesheets(files as never, isRoot)].sort()).toEqual(['assets/root-1.css', 'assets/shared-1.css']);
  });

  it('leaves the root’s stylesheets out of every preload list, and renumbers the calls’ indexes into it', () => {
    const files = runPlugin(bundle());
    expect(files['assets/root-1.js'].code).toContain(mapDeps(['assets/persist-cart-1.js', 'assets/toast-host-1.css']));
    expect(files['assets/root-1.js'].code).toContain('const load = () => __vite__mapDeps([0,1]);');
    expect(files['assets/category-1.js'].code).toBe(
      `${mapDeps(['assets/filter-sheet-1.js', 'assets/drawer-1.js', 'assets/filter-sheet-1.css'])}a(__vite__mapDeps([0,1,2]));b(__vite__mapDeps([1]));c(__vite__mapDeps([]));`,
    );
  });

  it('leaves out the stylesheets the importing chunk carries itself, its own and its static imports’, and no other’s', () => {
    const files: Record<string, FakeChunk | { type: string; fileName: string; source: string }> = bundle();
    // The listings' chunk carries the filters' look (its route's HTML has it) and imports a chunk with a look of its own.
    files['assets/product-listing-1.js'] = chunk('assets/product-listing-1.js', {
      imports: ['assets/listing-controls-1.js'],
      css: ['assets/filter-styles-1.css'],
      code: `${mapDeps(['assets/listing-filters-1.js', 'assets/filter-styles-1.css', 'assets/pager-1.css', 'assets/sheet-1.css'])}a(__vite__mapDeps([0,1,2,3]));`,
    });
    files['assets/listing-controls-1.js'] = chunk('assets/listing-controls-1.js', { css: ['assets/pager-1.css'] });
    runPlugin(files as ReturnType<typeof bundle>);
    expect((files['assets/product-listing-1.js'] as FakeChunk).code).toBe(
      `${mapDeps(['assets/listing-filters-1.js', 'assets/sheet-1.css'])}a(__vite__mapDeps([0,1]));`,
    );
    // The category's chunk does not import the listings' chunk: its list keeps the sheet's look.
    expect((files['assets/category-1.js'] as FakeChunk).code).toContain('assets/filter-sheet-1.css');
  });

  it('takes a stylesheet named with React Router’s trailing # for the same file', () => {
    const code = `${mapDeps(['assets/a-1.js', 'assets/shared-1.css#'])}f(__vite__mapDeps([0,1]));`;
    expect(withoutPreloads(code, new Set(['assets/shared-1.css']))).toBe(`${mapDeps(['assets/a-1.js'])}f(__vite__mapDeps([0]));`);
  });

  it('changes nothing but the preload lists, and leaves chunks without one, or without those files, alone', () => {
    const files = runPlugin(bundle());
    expect(files['assets/root-1.js'].code).toContain(`// "assets/shared-1.css"`);
    expect(files['assets/shared-1.js'].code).toBe('export {};\n');
    const other = `${mapDeps(['assets/a-1.js'])}f(__vite__mapDeps([0]));`;
    expect(withoutPreloads(other, new Set(['assets/shared-1.css']))).toBe(other);
  });

  it('leaves the build alone when no chunk is the root', () => {
    const files = bundle();
    files['assets/root-1.js'].facadeModuleId = '/repo/apps/kiosk/src/main.tsx';
    const before = files['assets/category-1.js'].code;
    runPlugin(files);
    expect(files['assets/category-1.js'].code).toBe(before);
  });
});
