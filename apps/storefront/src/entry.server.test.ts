// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticHandler } from 'react-router';
import { handleError } from './entry.server';

/** What React Router hands `handleError` for a form posted to a route without an action. */
async function refusedPost(url: string): Promise<unknown> {
  const handler = createStaticHandler([{ id: 'page', path: '/auth/login', loader: () => null }]);
  const context = await handler.query(new Request(url, { method: 'POST', body: new URLSearchParams({ email: 'a@b.c' }) }));
  if (context instanceof Response) throw new Error('expected a context, got a response');
  return Object.values(context.errors ?? {})[0];
}

describe('handleError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells a request the router refused (405) in one line, without a stack, whoever sent it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = 'http://shop.test/auth/login';
    const refused = await refusedPost(url);
    handleError(refused, { request: new Request(url, { method: 'POST', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' } }), params: {}, context: undefined as never });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([`405 Method Not Allowed for POST ${url}`]);
  });

  it('logs a failure of the shop itself with its stack', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('the catalogue could not be read');
    handleError(failure, { request: new Request('http://shop.test/category/rings'), params: {}, context: undefined as never });
    expect(error).toHaveBeenCalledWith('error while serving GET http://shop.test/category/rings', failure);
  });
});
