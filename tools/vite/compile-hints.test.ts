import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.mjs';

type FakeChunk = { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null };

const chunk = (name: string, code = 'export {};\n', map: FakeChunk['map'] = null): FakeChunk => ({ type: 'chunk', name, fileName: `assets/${name}-1.js`, code, map });

function bundle() {
  return {
    'assets/framework-1.js': chunk('framework', 'import{a}from"./rolldown-runtime-1.js";var b=a;\n', { mappings: 'AAAA' }),
    'assets/root-1.js': chunk('root'),
    'assets/framework-1.css': { type: 'asset', name: 'framework', fileName: 'assets/framework-1.css', source: 'a{}' },
  };
}

function runPlugin(files: ReturnType<typeof bundle>, names = ['framework']) {
  const hook = compileHints(names).generateBundle as unknown as { order: string; handler: (options: unknown, bundle: unknown) => void };
  expect(hook.order).toBe('post');
  hook.handler({}, files);
  return files;
}

describe('compileHints', () => {
  it('puts the hint on the first line of the named chunks only, and moves their source maps down a line', () => {
    const files = runPlugin(bundle());
    expect(files['assets/framework-1.js'].code).toBe(`${COMPILE_HINT}\nimport{a}from"./rolldown-runtime-1.js";var b=a;\n`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(files['assets/framework-1.js'].map?.mappings).toBe(';AAAA');
    expect(files['assets/root-1.js'].code).toBe('export {};\n');
    expect(files['assets/framework-1.css'].source).toBe('a{}');
  });

  it('puts it there once, however often the bundle is written', () => {
    const files = runPlugin(runPlugin(bundle()));
    expect(files['assets/framework-1.js'].code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    expect(files['assets/framework-1.js'].map?.mappings).toBe(';AAAA');
  });

  it('puts it on the chunks holding a module the pattern matches, whatever their names', () => {
    const files = {
      'assets/dialog-1.js': { ...chunk('dialog'), moduleIds: ['/w/node_modules/@radix-ui/react-dialog/dist/index.mjs'] },
      'assets/product-1.js': { ...chunk('product'), moduleIds: ['/w/apps/storefront/src/routes/product.tsx'] },
    };
    const hook = compileHints([], /[\\/]@radix-ui[\\/]react-dialog[\\/]/).generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, files);
    expect(files['assets/dialog-1.js'].code).toBe(`${COMPILE_HINT}\nexport {};\n`);
    expect(files['assets/product-1.js'].code).toBe('export {};\n');
  });

  it('applies to the browser build only', () => {
    const plugin = compileHints(['framework']) as unknown as { apply: string; applyToEnvironment: (environment: { name: string }) => boolean };
    expect(plugin.apply).toBe('build');
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true);
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(false);
  });
});
