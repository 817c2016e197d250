import { sampleProduct } from '@aurelia/contracts/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, useClientHarness } from '../test/client-harness';
import { sendJson, type TestServer } from '../test/test-server';
import { isApiError, isHttpError } from './errors';

const harness = useClientHarness();
let server: TestServer;
beforeAll(() => {
  server = harness.server;
});

describe('answers checked against the contract', () => {
  it('resolves to a body that matches the endpoint’s response schema', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, { data: sampleProduct() }));
    const product = await harness.client({ checkResponses: 'reject' }).getProductBySlug('gold-ring');
    expect(product).toEqual({ data: sampleProduct() });
    expect(server.arrivals.map((arrival) => `${arrival.method} ${arrival.path}`)).toEqual(['GET /product/gold-ring']);
  });

  it('rejects a body that does not, naming the endpoint and the field', async () => {
    server.handle((_arrival, res) => sendJson(res, 200, { data: { ...sampleProduct(), price: 'free' } }));
    const error = await failure(harness.client({ checkResponses: 'reject' }).getProductBySlug('gold-ring'));
    expect(isApiError(error) && !isHttpError(error)).toBe(true);
    expect((error as Error).message).toMatch(/getProductBySlug does not match its contract \(data\.price: /);
  });

  it('by default under NODE_ENV test, rejects a body that does not match', async () => {
    expect(process.env['NODE_ENV']).toBe('test');
    server.handle((_arrival, res) => sendJson(res, 200, { data: { ...sampleProduct(), price: 'free' } }));
    const error = await failure(harness.client({ checkResponses: undefined }).getProductBySlug('gold-ring'));
    expect((error as Error).message).toMatch(/getProductBySlug does not match its contract \(data\.price: /);
  });

  it('warns about a body that does not match and resolves to it, when asked to', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.handle((_arrival, res) => sendJson(res, 200, { data: { ...sampleProduct(), price: 'free' } }));
    const product = await harness.client({ checkResponses: 'warn' }).getProductBySlug('gold-ring');
    expect(product.data.price).toBe('free');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[api-client\] The answer of getProductBySlug does not match its contract \(data\.price: /)));
    warn.mockRestore();
  });

  it('leaves the body alone when checks are off, as in production', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.handle((_arrival, res) => sendJson(res, 200, { data: { anything: true } }));
    expect(await harness.client({ checkResponses: 'off' }).getProductBySlug('gold-ring')).toEqual({ data: { anything: true } });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
