import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { allEndpoints, API_TAGS, rootEndpoints, type EndpointDefinition } from '@aurelia/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { SECURITY_BY_AUTH } from './route-options';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; style?: string; explode?: boolean; schema?: { maximum?: number } }[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation> & { servers?: { url: string }[] }>;
}
interface Finding {
  readonly linter: 'spectral' | 'redocly';
  readonly severity: 'error' | 'warning';
  readonly rule: string;
  readonly where: string;
}

const run = promisify(execFile);
const BIN = join(REPO_ROOT, 'node_modules', '.bin');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** No analytics calls and no update notices from the linters during a test run. */
const QUIET_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', SCARF_ANALYTICS: 'false' };
/** The only findings allowed: liveness and readiness have no 4xx to declare (they take no input and need no caller). */
const ACCEPTED_WARNINGS = [
  'redocly warning operation-4xx-response #/paths/~1healthz/get/responses',
  'redocly warning operation-4xx-response #/paths/~1readyz/get/responses',
];

let testApp: TestApp;
let document: Document;
let documentFile: string;

/** The CLI's JSON report, whatever its exit code (both exit non-zero when they find a problem). */
async function reportOf(command: string, args: string[]): Promise<string> {
  try {
    return (await run(join(BIN, command), args, { cwd: REPO_ROOT, env: QUIET_ENV, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (!stdout) throw error;
    return stdout;
  }
}

async function spectralFindings(file: string): Promise<Finding[]> {
  const report = await reportOf('spectral', ['lint', file, '--ruleset', join(REPO_ROOT, '.spectral.yaml'), '--format', 'json', '--quiet']);
  const problems = JSON.parse(report) as { code: string; severity: number; path: string[] }[];
  return problems
    .filter((problem) => problem.severity <= 1)
    .map((problem) => ({
      linter: 'spectral',
      severity: problem.severity === 0 ? 'error' : 'warning',
      rule: problem.code,
      where: problem.path.join('/'),
    }));
}

async function redoclyFindings(file: string): Promise<Finding[]> {
  const report = await reportOf('redocly', ['lint', file, '--config', join(REPO_ROOT, 'redocly.yaml'), '--format', 'json']);
  const { problems } = JSON.parse(report) as { problems: { ruleId: string; severity: string; location: { pointer: string }[] }[] };
  return problems.map((problem) => ({
    linter: 'redocly',
    severity: problem.severity === 'error' ? 'error' : 'warning',
    rule: problem.ruleId,
    where: problem.location[0]?.pointer ?? '',
  }));
}

function operations(): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): [string, string, Operation] => [path, method, item[method] as Operation]),
  );
}

function operation(method: string, path: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found as Operation;
}

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  document = testApp.app.swagger() as unknown as Document;
  documentFile = join(mkdtempSync(join(tmpdir(), 'aurelia-openapi-')), 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));
});
afterAll(async () => {
  await testApp?.app.close();
});

describe('the OpenAPI document, for code generators', () => {
  it('names every operation once, after its endpoint table entry', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const documented: [string, EndpointDefinition][] = [
      ...Object.entries(allEndpoints),
      ...Object.entries(rootEndpoints).filter(([, endpoint]) => !('hidden' in endpoint)),
    ];
    for (const [name, endpoint] of documented) {
      const path = (endpoint.root ? endpoint.path : `/api/v1${endpoint.path}`).replace(/:(\w+)/g, '{$1}');
      expect(operation(endpoint.method.toLowerCase(), path).operationId, path).toBe(name);
    }
    expect(operation('get', '/_ipx/{modifiers}/{path}').operationId).toBe('getImage');
  });

  it('declares who may call each operation: public ones no scheme, signed-in and staff ones the bearer token', () => {
    for (const [name, endpoint] of Object.entries(allEndpoints) as [string, EndpointDefinition][]) {
      const op = operations().find(([, , candidate]) => candidate.operationId === name)?.[2];
      expect(op?.security, name).toEqual(SECURITY_BY_AUTH[endpoint.auth]);
    }
    expect(operation('get', '/api/v1/products').security).toEqual([]);
    expect(operation('get', '/api/v1/cart/').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/api/v1/staff/appointments').security?.[0]).toHaveProperty('bearerAuth');
    expect(operation('get', '/_ipx/{modifiers}/{path}').security).toEqual([]);
  });

  it('has a server such that server + path is the real URL, and a described tag for each area', () => {
    expect(document.servers?.map((server) => server.url)).toEqual([testApp.config.storefrontUrl]);
    expect(document.paths['/healthz']?.servers?.[0]?.url).toBe(`http://127.0.0.1:${testApp.config.port}`);
    const used = new Set(operations().flatMap(([, , op]) => op.tags ?? []));
    expect([...used].filter((tag) => !(tag in API_TAGS))).toEqual([]);
    expect(document.tags?.map((tag) => tag.name).sort()).toEqual([...used].sort());
  });

  it('names the image path parameter and sends the bracketed product filters as a deep object', () => {
    expect(document.paths['/_ipx/{modifiers}/{*}']).toBeUndefined();
    expect(operation('get', '/_ipx/{modifiers}/{path}').parameters?.map((parameter) => parameter.name)).toEqual(['modifiers', 'path']);
    const filters = operation('get', '/api/v1/products').parameters?.find((parameter) => parameter.name === 'filters');
    expect(filters).toMatchObject({ in: 'query', style: 'deepObject', explode: true });
  });

  it('serves an image whose documented path parameter a generated client percent-encodes', async () => {
    const folder = join(testApp.config.dataDir, 'public', 'images');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'swatch.png'), await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c9a227' } }).png().toBuffer());
    const plain = await testApp.app.inject('/_ipx/w_320,f_webp/images/swatch.png');
    const encoded = await testApp.app.inject(`/_ipx/w_320,f_webp/${encodeURIComponent('images/swatch.png')}`);
    expect(plain.statusCode).toBe(200);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['content-type']).toBe('image/webp');
    expect(encoded.headers['etag']).toBe(plain.headers['etag']);
    expect((await testApp.app.inject(`/_ipx/w_320/${encodeURIComponent('../images/swatch.png')}`)).statusCode).toBe(400);
  });

  it('declares the media types each response is really sent as', () => {
    const image = operation('get', '/_ipx/{modifiers}/{path}').responses;
    expect(Object.keys(image['200']?.content ?? {})).toEqual(['image/avif', 'image/webp', 'image/jpeg', 'image/png']);
    expect(Object.keys(image['404']?.content ?? {})).toEqual(['application/json']);
    const invoice = operation('get', '/api/v1/orders/{orderNumber}/invoice').responses;
    expect(Object.keys(invoice['200']?.content ?? {})).toEqual(['application/pdf']);
    for (const status of ['401', '404', '429']) expect(Object.keys(invoice[status]?.content ?? {}), status).toEqual(['application/json']);
  });

  it('declares Retry-After on every 429, and the rate-limit headers where the route has its own cap', () => {
    const with429 = operations().filter(([, , op]) => op.responses['429']);
    expect(with429.length).toBeGreaterThan(50);
    for (const [path, method, op] of with429) expect(op.responses['429']?.headers, `${method} ${path}`).toHaveProperty('Retry-After');
    const search = operation('get', '/api/v1/products').responses;
    expect(Object.keys(search['429']?.headers ?? {})).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    expect(Object.keys(search['200']?.headers ?? {})).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
  });

  it('documents ids up to the largest the API can hold', async () => {
    const id = operation('get', '/api/v1/product/id/{id}').parameters?.find((parameter) => parameter.name === 'id');
    expect(id?.schema?.maximum).toBe(2_147_483_647);
    const beyond = await testApp.app.inject(`/api/v1/product/id/${2 ** 31}`);
    expect(beyond.statusCode).toBe(404);
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/"(\w+_)?id":\{[^{}]*"maximum":9007199254740991/);
  });

  it('passes Spectral (spectral:oas) and Redocly (recommended) with no errors and only the accepted warnings', async () => {
    const findings = (await Promise.all([spectralFindings(documentFile), redoclyFindings(documentFile)])).flat();
    const described = findings.map((finding) => `${finding.linter} ${finding.severity} ${finding.rule} ${finding.where}`);
    expect(described.filter((line) => !ACCEPTED_WARNINGS.includes(line))).toEqual([]);
  });
});
