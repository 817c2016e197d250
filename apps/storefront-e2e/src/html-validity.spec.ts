import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { signInOnStorefront } from '@aurelia/e2e-support';
import type { APIRequestContext } from '@playwright/test';
import { API, expect, findProduct, newShopper, test } from './support';

/** The Nu HTML Checker's jar, from the pinned `vnu-jar` package; Java 17 runs it. */
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over every page (one Java start), errors only; answers each error as a readable line. */
async function nuErrors(pages: Record<string, string>): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'nu-html-'));
  try {
    const files = await Promise.all(
      Object.entries(pages).map(async ([name, html]) => {
        const file = join(folder, `${name}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    // The checker exits with 1 when it reports an error: its report is read either way.
    const output = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], {
      maxBuffer: 32 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`The Nu HTML Checker did not run: ${error.stderr ?? String(error)}`);
      return { stdout: error.stdout };
    });
    const report = JSON.parse(output.stdout) as { messages: NuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      // The markup is what is checked here. The checker also reads the stylesheet the head carries inline, with a CSS
      // grammar older than the shop's (`@property`, scroll-driven animations), as it never read it as a linked file.
      .filter((message) => !message.message.startsWith('CSS: '))
      .map((message) => `${message.url.replace(/^.*\//, '')}:${message.lastLine ?? '?'} ${message.message} [${(message.extract ?? '').trim()}]`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The server's HTML of `path`, with the status it came with. */
async function serverHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type'], path).toContain('text/html');
  return response.text();
}

test.describe('the Nu HTML Checker', () => {
  test('reports no error on any kind of page, as the server sends it', async ({ request }) => {
    test.setTimeout(120_000);
    const product = await findProduct(request, (candidate) => candidate.is_available);
    const stores = ((await (await request.get(`${API}/stores`)).json()) as { data: { slug: string }[] }).data;
    const paths: Record<string, string> = {
      home: '/',
      category: '/category/rings',
      search: '/search?q=gold+ring',
      'search-empty': '/search?q=zzqxv',
      product: `/product/${product.slug}`,
      bag: '/cart',
      'sign-in': '/auth/login',
      register: '/auth/register',
      'sign-in-by-code': '/auth/otplogin',
      stores: '/stores',
      store: `/stores/${stores[0]?.slug ?? 'missing'}`,
      about: '/about',
      'cms-page': '/page/faq',
      'gift-cards': '/giftcards',
      appointment: '/appointment',
    };
    const pages: Record<string, string> = {};
    for (const [name, path] of Object.entries(paths)) pages[name] = await serverHtml(request, path);
    pages['not-found'] = await serverHtml(request, '/no/such/page', 404);
    expect(await nuErrors(pages)).toEqual([]);
  });

  test('reports no error on a signed-in shopper’s pages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const shopper = await newShopper(request, 'e2e-nu-html');
    await signInOnStorefront(page, shopper, '/user/profile');
    const pages: Record<string, string> = {};
    for (const path of ['/user/profile', '/user/orders', '/user/wishlist', '/user/carat-coins', '/user/gold-purchase-plan', '/checkout']) {
      pages[path.slice(1).replace(/\//g, '-')] = await serverHtml(page.request, path);
    }
    expect(await nuErrors(pages)).toEqual([]);
  });
});
