import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdByEmail } from '../appointment-helpers';
import { DEMO_KIOSK_STAFF, DEMO_SHOPPER, DEMO_STAFF } from '../../seed/seed-database';
import { buildTestApp } from '../build-test-app';
import { HOSTILE_PATH_VALUES, hostileBodies, plausibleValue, seededRandom, toJsonText, type JsonSchema } from './hostile-bodies';

/** Fixed: a failure names its route and body, and the same run reproduces it. */
const SEED = 20_260_518;
const MIN_BODIES_PER_ROUTE = 30;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof WRITE_METHODS)[number];
  path: string;
  pathParams: string[];
  bodySchema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

type Caller = 'guest' | 'shopper' | 'staff';

let app: FastifyInstance;
let operations: Operation[];
let shopperId: number;
let staffHeaders: Record<string, string>;
const problems: string[] = [];
let sequence = 0;

function operationsOf(document: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of WRITE_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      found.push({
        method,
        path,
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  // Signing out revokes the token the later routes would use: last.
  return found.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
}

/** A value that names a real or plausible record, so the hostile body is judged past the lookup. */
function plausibleParam(name: string): string {
  if (/uuid/i.test(name)) return '00000000-0000-4000-8000-000000000000';
  if (name === 'provider') return 'sandbox';
  if (name === 'orderNumber') return 'AUR-00000001';
  return '1';
}

function urlOf(operation: Operation, value?: string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => value ?? plausibleParam(name));
}

/** A 5xx, or a 4xx outside `{ message: string, errors?: object }`, is a problem; anything else is fine. */
function judge(response: LightMyRequestResponse, what: string): void {
  const status = response.statusCode;
  if (status >= 500) {
    problems.push(`${status} ${what}: ${response.body.slice(0, 200)}`);
    return;
  }
  if (status < 400) return;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    problems.push(`${status} without JSON ${what}: ${response.body.slice(0, 200)}`);
    return;
  }
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string' &&
    Object.keys(body).every((key) => key === 'message' || key === 'errors');
  if (!shaped) problems.push(`${status} not {message} ${what}: ${response.body.slice(0, 200)}`);
}

async function headersFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'guest') return {};
  if (caller === 'staff') return staffHeaders;
  return { authorization: `Bearer ${await app.issueToken(shopperId)}` };
}

async function send(operation: Operation, caller: Caller, auth: Record<string, string>, url: string, body: string | undefined, contentType = 'application/json') {
  const headers = { ...auth, 'idempotency-key': `fuzz-${String(++sequence).padStart(12, '0')}` };
  const response = await app.inject({
    // A new address each time: per-address limits would otherwise answer 429 before the handlers run.
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    method: operation.method.toUpperCase() as 'POST',
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: body }),
  });
  judge(response, `${operation.method.toUpperCase()} ${url} as ${caller} with ${body === undefined ? 'no body' : body.slice(0, 80)}`);
}

/** A staff session as the kiosk gets one: the manager registers a device, a colleague unlocks it with their PIN. */
async function kioskStaffHeaders(): Promise<Record<string, string>> {
  const managerToken = await app.issueToken(await userIdByEmail(app, DEMO_STAFF.email));
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/kiosk/devices',
    headers: { authorization: `Bearer ${managerToken}` },
    payload: { password: DEMO_STAFF.password, store: 'mumbai-bandra', name: 'Fuzz counter' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const device: string = registered.json().data.device_token;
  // The counter works in store hours only: the manager opens it, so the suite runs at any hour.
  const opened = await app.inject({
    method: 'POST',
    url: '/api/v1/kiosk/hours-override',
    headers: { 'x-kiosk-device': device },
    payload: { manager_email: DEMO_STAFF.email, password: DEMO_STAFF.password, reason: 'Fuzz suite' },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const colleague = DEMO_KIOSK_STAFF[1];
  const unlocked = await app.inject({
    method: 'POST',
    url: '/api/v1/kiosk/unlock',
    headers: { 'x-kiosk-device': device },
    payload: { staff_id: await userIdByEmail(app, colleague.email), pin: colleague.pin },
  });
  expect(unlocked.statusCode, unlocked.body).toBe(200);
  return { authorization: `Bearer ${unlocked.json().data.access_token}`, 'x-kiosk-device': device };
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
  shopperId = await userIdByEmail(app, DEMO_SHOPPER.email);
  staffHeaders = await kioskStaffHeaders();
});
afterAll(async () => {
  await app?.close();
});

describe('every write route of the OpenAPI document under hostile input', () => {
  it('finds the write routes to attack', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain('post /api/v1/staff/appointments/{id}/check-in');
  });

  // One pass per caller, the seed fixed per pass: each replays alone with `-t`.
  for (const [index, caller] of (['guest', 'shopper', 'staff'] as const).entries()) {
    it(`answers ${MIN_BODIES_PER_ROUTE}+ hostile bodies per route from a ${caller} without a 5xx`, { timeout: 180_000 }, async () => {
      problems.length = 0;
      const random = seededRandom(SEED + index);
      let sent = 0;
      for (const operation of operations) {
        const bodies = hostileBodies(operation.bodySchema, random, MIN_BODIES_PER_ROUTE);
        expect(bodies.length).toBeGreaterThanOrEqual(MIN_BODIES_PER_ROUTE);
        const auth = await headersFor(caller);
        const url = urlOf(operation);
        for (const body of bodies) await send(operation, caller, auth, url, body);
        await send(operation, caller, auth, url, undefined);
        await send(operation, caller, auth, url, 'a=1&b[c]=2', 'application/x-www-form-urlencoded');
        await send(operation, caller, auth, url, 'plain text', 'text/plain');
        sent += bodies.length + 3;
      }
      expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
      expect(sent).toBeGreaterThan(operations.length * MIN_BODIES_PER_ROUTE);
    });
  }

  it('answers hostile path parameters without a 5xx', { timeout: 120_000 }, async () => {
    problems.length = 0;
    const withParams = operations.filter((operation) => operation.pathParams.length > 0);
    expect(withParams.length).toBeGreaterThan(5);
    for (const operation of withParams) {
      const body = operation.bodySchema ? toJsonText(plausibleValue(operation.bodySchema)) : undefined;
      for (const caller of ['guest', 'shopper', 'staff'] as const) {
        const auth = await headersFor(caller);
        for (const value of HOSTILE_PATH_VALUES) await send(operation, caller, auth, urlOf(operation, value), body);
      }
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });
});
