#!/usr/bin/env node
// Lighthouse 12 against a running production storefront: home, a category and a product page.
// Mobile form factor with Lighthouse's default mobile throttling, or with --desktop Lighthouse's desktop settings
// (1350 × 940 screen, desktop throttling). For each page it prints the
// four category scores (0–100), the first-load JavaScript (same-origin Script requests: gzip as served and
// uncompressed, file by file, and how much of what was served is gzip body and how much response headers), the
// performance metrics, and the failing accessibility / best-practices / SEO audits.
//
//   node tools/lighthouse-storefront.mjs [--base http://127.0.0.1:4200] [--runs 1] [--json out.json] [--lhr-dir dir] [--desktop] [--throttling simulate|devtools]
//
// --lhr-dir keeps every run's full Lighthouse result (<page>-<run>.json: metrics, network requests, the
// LCP element, Lantern's estimates) for reading why a figure is what it is.
// --throttling is Lighthouse's throttlingMethod. simulate (its default) loads the page unthrottled and estimates
// the throttled load afterwards with Lantern; devtools throttles the page for real while it loads (Chromium's 4×
// CPU slowdown and Lighthouse's slow-4G network through DevTools), as a shopper's phone would. Lantern counts as
// blocking a first paint every request that finished before the observed one, so it rewards holding scripts back
// until after that paint; real throttling does not.
// Chromium keeps its defaults, paint holding included: the figures are the ones a shopper's browser would give.
// With --runs N > 1 every page is measured N times and each figure is the median of the N runs.
// Exit codes: 0 all pages measured; 1 base URL doesn't answer, or a page could not be measured; 2 bad usage.
// Chromium: CHROME_PATH or /usr/bin/chromium (never downloaded). It runs headless with --no-sandbox (root).
import { mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const USAGE =
  'Usage: node tools/lighthouse-storefront.mjs [--base http://127.0.0.1:4200] [--runs 1] [--json out.json] [--lhr-dir dir] [--desktop] [--throttling simulate|devtools]';
const THROTTLING_METHODS = ['simulate', 'devtools'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // The machine has no internet: without these, Chromium's own background connections are refused in bulk.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const CATEGORIES = [
  { id: 'performance', label: 'perf' },
  { id: 'accessibility', label: 'a11y' },
  { id: 'best-practices', label: 'bp' },
  { id: 'seo', label: 'seo' },
];
// Categories whose failing audits are listed (performance is described by its metrics instead).
const AUDITED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: 'unitless' },
  { id: 'speed-index', label: 'SI', unit: 'ms' },
];

function parseCli(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string', default: 'http://127.0.0.1:4200' },
        runs: { type: 'string', default: '1' },
        json: { type: 'string' },
        'lhr-dir': { type: 'string' },
        desktop: { type: 'boolean', default: false },
        throttling: { type: 'string', default: 'simulate' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs must be a positive integer, got "${values.runs}".\n${USAGE}`);
    process.exit(2);
  }
  if (!THROTTLING_METHODS.includes(values.throttling)) {
    console.error(`--throttling must be ${THROTTLING_METHODS.join(' or ')}, got "${values.throttling}".\n${USAGE}`);
    process.exit(2);
  }
  let base;
  try {
    base = new URL(values.base);
  } catch {
    console.error(`--base is not a URL: "${values.base}".\n${USAGE}`);
    process.exit(2);
  }
  return {
    base: base.href.replace(/\/+$/, ''),
    runs,
    json: values.json,
    lhrDir: values['lhr-dir'],
    desktop: values.desktop,
    throttling: values.throttling,
  };
}

async function fetchWithTimeout(url, ms) {
  return fetch(url, { signal: AbortSignal.timeout(ms), redirect: 'follow' });
}

/** Exits 1 if nothing answers at the base URL (connection refused, DNS failure, timeout). */
async function checkBase(base) {
  try {
    const response = await fetchWithTimeout(`${base}/`, 15_000);
    await response.arrayBuffer();
    if (!response.ok) {
      console.warn(`warning: ${base}/ answered HTTP ${response.status}; Lighthouse will report that page as failed.`);
    }
  } catch (error) {
    const reason = error.cause?.code ?? error.cause?.message ?? error.message;
    console.error(`The storefront at ${base} doesn't answer (${reason}).`);
    console.error('Start the production storefront (and its API) first, or pass --base <url>.');
    process.exit(1);
  }
}

/** The product page: the first product of the "rings" category, through the storefront's /api proxy. */
async function findProductPath(base) {
  const url = `${base}/api/v1/products?filters[categories][slug][$eq]=rings&per_page=1`;
  try {
    const response = await fetchWithTimeout(url, 15_000);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.json();
    const slug = body?.data?.[0]?.slug;
    if (typeof slug !== 'string' || slug === '') throw new Error('no data[0].slug in the response');
    return { path: `/product/${encodeURIComponent(slug)}` };
  } catch (error) {
    return { error: `product lookup ${url} failed: ${error.message}` };
  }
}

/**
 * One script as the server sends it: the gzip body and the response headers, apart. Lighthouse's transfer size is
 * their sum, and with the security headers on every file (about 1.2 KB each) the headers are a visible share.
 */
function servedSize(url) {
  return new Promise((resolve) => {
    const request = httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      // Status line, each header line and the blank line, as they went over the wire (HTTP/1.1).
      let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      }
      let bodyBytes = 0;
      response.on('data', (chunk) => (bodyBytes += chunk.length));
      response.on('end', () => resolve({ bodyBytes, headerBytes }));
      response.on('error', () => resolve(null));
    });
    request.on('error', () => resolve(null));
    request.setTimeout(15_000, () => request.destroy());
  });
}

/** The first load's scripts fetched again outside the browser: gzip bodies and response headers, summed. */
async function bodyAndHeaders(urls) {
  const sizes = await Promise.all(urls.filter((url) => url.startsWith('http:')).map(servedSize));
  if (sizes.some((size) => size === null)) return null;
  return {
    bodyBytes: sizes.reduce((sum, size) => sum + size.bodyBytes, 0),
    headerBytes: sizes.reduce((sum, size) => sum + size.headerBytes, 0),
  };
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function sameOrigin(url, origin) {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** `/assets/framework-D2gj3QMp.js` → `framework`. */
function chunkName(url) {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** The biggest files of one load, largest first, and the rest summed: "framework 106.3, state 13.7, … 4 more 4.3". */
function fileBreakdown(files) {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const shown = sorted.filter((file) => file.gzipBytes >= 5 * 1024);
  const rest = sorted.slice(shown.length);
  const parts = shown.map((file) => `${file.name} ${(file.gzipBytes / 1024).toFixed(1)}`);
  if (rest.length > 0) {
    const bytes = rest.reduce((sum, file) => sum + file.gzipBytes, 0);
    parts.push(`${rest.length} more ${(bytes / 1024).toFixed(1)}`);
  }
  return parts.join(', ');
}

/** The figures of one Lighthouse result. */
function summarise(lhr, base) {
  const scores = {};
  for (const { id } of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }

  const metrics = {};
  for (const { id, label } of METRICS) {
    const value = lhr.audits[id]?.numericValue;
    metrics[label] = typeof value === 'number' ? value : null;
  }

  // First-load JS: same-origin scripts requested during the load. transferSize is what went over the wire
  // (the server gzips), resourceSize the decoded size.
  const origin = new URL(lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl ?? base).origin;
  const requests = lhr.audits['network-requests']?.details?.items;
  let js = { gzipBytes: null, rawBytes: null, scripts: 0, files: [] };
  if (Array.isArray(requests)) {
    const scripts = requests.filter((item) => item.resourceType === 'Script' && sameOrigin(item.url, origin));
    js = {
      gzipBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      rawBytes: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
      scripts: scripts.length,
      // Per file, named without its content hash (framework, state, shared, root, the route's module…).
      files: scripts.map((item) => ({ name: chunkName(item.url), gzipBytes: item.transferSize ?? 0 })),
      urls: scripts.map((item) => item.url),
    };
  }

  const failing = [];
  for (const categoryId of AUDITED_CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || typeof audit.score !== 'number' || audit.score >= 1) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      const items = audit.details?.items;
      failing.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? null,
        items: Array.isArray(items) ? items.length : null,
      });
    }
  }

  return {
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's measure of the host's CPU speed as the run began: on a shared machine it swings twofold, and a
    // slow host is what most low runs have in common.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scores,
    metrics,
    js,
    failing,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    // A runtime error is also repeated among the warnings: keep it once.
    warnings: (lhr.runWarnings ?? []).map(String).filter((warning) => warning !== lhr.runtimeError?.message),
  };
}

/** Medians over the runs of one page, and the failing audits of all its runs (with how often each failed). */
function aggregate(runs) {
  const scores = {};
  for (const { id } of CATEGORIES) {
    const value = median(runs.map((run) => run.scores[id]));
    scores[id] = value === null ? null : Math.round(value);
  }
  const metrics = {};
  for (const { label } of METRICS) metrics[label] = median(runs.map((run) => run.metrics[label]));
  const gzip = median(runs.map((run) => run.js.gzipBytes));
  const raw = median(runs.map((run) => run.js.rawBytes));
  const js = {
    gzipBytes: gzip === null ? null : Math.round(gzip),
    rawBytes: raw === null ? null : Math.round(raw),
    scripts: median(runs.map((run) => run.js.scripts)),
    files: runs[0]?.js.files ?? [],
    urls: runs[0]?.js.urls ?? [],
  };

  const failingById = new Map();
  for (const run of runs) {
    for (const audit of run.failing) {
      const key = `${audit.category}/${audit.id}`;
      const seen = failingById.get(key);
      if (seen) seen.failedRuns += 1;
      else failingById.set(key, { ...audit, failedRuns: 1 });
    }
  }
  const failing = [...failingById.values()].sort(
    (a, b) =>
      AUDITED_CATEGORIES.indexOf(a.category) - AUDITED_CATEGORIES.indexOf(b.category) ||
      (b.weight ?? 0) - (a.weight ?? 0) ||
      a.id.localeCompare(b.id),
  );

  return {
    scores,
    metrics,
    js,
    failing,
    // Each run's score and blocking time as well as their medians: a median hides the one run in five that drops.
    perRun: runs.map((run) => ({ score: run.runtimeError ? null : run.scores.performance, tbt: run.metrics.TBT, lcp: run.metrics.LCP, host: run.benchmarkIndex })),
    runtimeErrors: [...new Set(runs.map((run) => run.runtimeError).filter(Boolean))],
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

function kib(bytes) {
  return bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`;
}

function formatMetric(label, value) {
  if (value === null) return '–';
  if (label === 'CLS') return value.toFixed(3);
  if (label === 'TBT') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

function table(header, rows) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function report(results, runs) {
  const out = [];
  const medianNote = runs > 1 ? ` (median of ${runs} runs)` : '';
  out.push('');
  out.push(
    table(
      ['page', 'perf', 'a11y', 'bp', 'seo', 'JS gzip', 'JS raw'],
      results.map(({ name, summary }) => [
        name,
        ...CATEGORIES.map(({ id }) => (summary.scores[id] === null ? '–' : String(summary.scores[id]))),
        kib(summary.js.gzipBytes),
        kib(summary.js.rawBytes),
      ]),
    ),
  );
  out.push(
    `first-load JS${medianNote}: same-origin Script requests of the load; gzip = transfer size as served, raw = decoded size.`,
  );
  for (const { name, summary } of results) {
    if (summary.js.gzipBytes !== null) {
      out.push(
        `  ${name}: ${summary.js.gzipBytes} B gzip, ${summary.js.rawBytes} B raw, ${summary.js.scripts} script(s)`,
      );
      if (summary.js.files.length > 0) out.push(`    KB gzip: ${fileBreakdown(summary.js.files)}`);
      if (summary.js.served) {
        const { bodyBytes, headerBytes } = summary.js.served;
        out.push(`    of which gzip bodies ${kib(bodyBytes)} and response headers ${kib(headerBytes)} (fetched again after the runs)`);
      }
    }
  }

  out.push('');
  out.push(`performance metrics${medianNote}:`);
  out.push(
    table(
      ['page', ...METRICS.map(({ label }) => label)],
      results.map(({ name, summary }) => [
        name,
        ...METRICS.map(({ label }) => formatMetric(label, summary.metrics[label])),
      ]),
    ),
  );

  if (runs > 1) {
    out.push('');
    out.push('each run: performance score (TBT ms, LCP s, host CPU benchmark index; higher is faster); "error" is a run');
    out.push('Lighthouse could not measure:');
    for (const { name, summary } of results) {
      const cells = summary.perRun.map(({ score, tbt, lcp, host }) =>
        score === null
          ? 'error'
          : `${Math.round(score)} (${Math.round(tbt ?? 0)}, ${((lcp ?? 0) / 1000).toFixed(2)}, ${host === null ? '–' : Math.round(host)})`,
      );
      out.push(`  ${name.padEnd(9)} ${cells.join('  ')}`);
    }
  }

  for (const { name, path, summary } of results) {
    out.push('');
    out.push(`${name} (${path}):`);
    for (const error of summary.runtimeErrors) out.push(`  ERROR ${error}`);
    for (const warning of summary.warnings) out.push(`  warning: ${warning}`);
    if (summary.failing.length === 0) {
      if (summary.runtimeErrors.length === 0) out.push('  no failing accessibility, best-practices or SEO audits');
      continue;
    }
    for (const audit of summary.failing) {
      const details = [
        audit.displayValue,
        audit.items ? `${audit.items} item${audit.items === 1 ? '' : 's'}` : null,
        audit.weight === 0 ? 'weight 0' : null,
        runs > 1 ? `failed in ${audit.failedRuns}/${runs} runs` : null,
      ].filter(Boolean);
      out.push(
        `  ${audit.category.padEnd(14)} ${audit.id}: ${audit.title}${details.length ? ` (${details.join(', ')})` : ''}`,
      );
    }
  }
  console.log(out.join('\n'));
}

async function main() {
  const { base, runs, json, lhrDir, desktop, throttling } = parseCli(process.argv.slice(2));
  const host = { cores: cpus().length };
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  await checkBase(base);

  const problems = [];
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/rings' },
  ];
  const product = await findProductPath(base);
  if (product.path) pages.push({ name: 'product', path: product.path });
  else problems.push(product.error);

  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  let chrome;
  const results = [];
  let environment = null;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    for (const page of pages) {
      const url = `${base}${page.path}`;
      const perRun = [];
      for (let run = 1; run <= runs; run += 1) {
        console.error(`lighthouse ${page.name} ${url}${runs > 1 ? ` (run ${run}/${runs})` : ''}…`);
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES.map(({ id }) => id),
            throttlingMethod: throttling,
          },
          desktop ? desktopConfig : undefined,
        );
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
        const { lhr } = result;
        if (lhrDir) writeFileSync(join(lhrDir, `${page.name}-${run}.json`), JSON.stringify(lhr));
        environment ??= {
          lighthouseVersion: lhr.lighthouseVersion,
          userAgent: lhr.environment?.hostUserAgent,
          formFactor: lhr.configSettings.formFactor,
          throttlingMethod: lhr.configSettings.throttlingMethod,
        };
        perRun.push(summarise(lhr, base));
      }
      const summary = aggregate(perRun);
      summary.js.served = await bodyAndHeaders(summary.js.urls);
      for (const error of summary.runtimeErrors) problems.push(`${page.name} (${url}): ${error}`);
      results.push({ ...page, url, summary, runs: perRun });
    }
  } finally {
    if (chrome) await chrome.kill();
  }

  const browser = environment?.userAgent?.match(/(?:HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'Chromium';
  console.log(
    `Lighthouse ${environment?.lighthouseVersion ?? '?'}, ${browser}, ${environment?.formFactor ?? '?'} form factor, ` +
      `${environment?.throttlingMethod ?? '?'} throttling; ${base}; ${runs} run${runs === 1 ? '' : 's'} per page; ` +
      `paint holding on (Chromium default); ${host.cores} cores`,
  );
  report(results, runs);

  if (json) {
    writeFileSync(
      json,
      `${JSON.stringify({ base, runs, generatedAt: new Date().toISOString(), environment, host, pages: results, problems }, null, 2)}\n`,
    );
    console.log(`\nJSON written to ${json}`);
  }

  if (problems.length > 0) {
    console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error?.stack ?? String(error));
  process.exitCode = 1;
});
