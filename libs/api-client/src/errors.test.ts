import { describe, expect, it } from 'vitest';
import {
  ApiError,
  HttpError,
  NetworkError,
  TimeoutError,
  failureOf,
  isApiError,
  isHttpError,
  isNetworkError,
  isNoQueryResults,
  isTimeoutError,
} from './errors';

const request = { method: 'GET', url: 'http://127.0.0.1/api/v1/product/ring' };

describe('error classes', () => {
  it('give each error a literal name, the request and the cause', () => {
    const cause = new Error('socket hang up');
    const errors = [
      new ApiError('Request aborted', request, { cause }),
      new HttpError(500, {}, request, { cause }),
      new NetworkError('Network error: socket hang up', request, { cause }),
      new TimeoutError(30_000, request, { cause }),
    ];
    expect(errors.map((error) => error.name)).toEqual(['ApiError', 'HttpError', 'NetworkError', 'TimeoutError']);
    for (const error of errors) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toBeInstanceOf(ApiError);
      expect(error.request).toBe(request);
      expect(error.cause).toBe(cause);
    }
  });

  it('read the message and the field errors of an HTTP error from the body', () => {
    const body = {
      message: 'The email has already been taken.',
      errors: { email: ['Taken.'], phone: 'Invalid.', age: 3 },
    };
    const error = new HttpError(422, body, request);
    expect(error.status).toBe(422);
    expect(error.message).toBe('The email has already been taken.');
    expect(error.errors).toEqual({ email: ['Taken.'], phone: ['Invalid.'] });
    expect(error.body).toBe(body);
  });

  it('fall back to a status message when the body has no message', () => {
    for (const body of ['<html>Bad gateway</html>', null, { message: '' }, { errors: ['not', 'an', 'object'] }]) {
      const error = new HttpError(502, body, request);
      expect(error.message).toBe('Request failed with status code 502');
      expect(error.errors).toBeUndefined();
    }
  });

  it('say how long a timed-out request waited', () => {
    expect(new TimeoutError(250, request).message).toBe('Request timed out after 250 ms');
    expect(new TimeoutError(250, request).timeoutMs).toBe(250);
  });
});

describe('error guards', () => {
  it('tell the kinds apart', () => {
    const http = new HttpError(404, { message: 'Not found' }, request);
    const network = new NetworkError('offline', request);
    const timeout = new TimeoutError(10, request);
    expect([isHttpError(http), isHttpError(network), isHttpError(timeout)]).toEqual([true, false, false]);
    expect([isNetworkError(http), isNetworkError(network), isNetworkError(timeout)]).toEqual([false, true, false]);
    expect([isTimeoutError(http), isTimeoutError(network), isTimeoutError(timeout)]).toEqual([false, false, true]);
    expect([http, network, timeout, new ApiError('x', request)].every(isApiError)).toBe(true);
  });

  it('recognise errors from another realm or another copy of the package by name and shape', () => {
    // What `instanceof` cannot see: an error built by a second copy of the classes.
    const foreignHttp = Object.assign(new Error('Product not found.'), {
      name: 'HttpError',
      status: 404,
      body: { message: 'Product not found.' },
      request,
    });
    const foreignTimeout = Object.assign(new Error('timed out'), { name: 'TimeoutError', request });
    const foreignNetwork = { name: 'NetworkError', message: 'offline', request };
    expect(isApiError(foreignHttp)).toBe(true);
    expect(isHttpError(foreignHttp)).toBe(true);
    expect(isNoQueryResults(foreignHttp)).toBe(true);
    expect(isTimeoutError(foreignTimeout)).toBe(true);
    expect(isNetworkError(foreignNetwork)).toBe(true);
  });

  it('reject look-alikes without the shape', () => {
    const noRequest = Object.assign(new Error('x'), { name: 'HttpError', status: 500 });
    const noStatus = Object.assign(new Error('x'), { name: 'HttpError', request });
    const badRequest = Object.assign(new Error('x'), { name: 'NetworkError', request: { method: 'GET' } });
    const otherName = Object.assign(new Error('x'), { name: 'TypeError', request });
    expect([noRequest, noStatus, badRequest, otherName, null, undefined, 'HttpError', 42].some(isHttpError)).toBe(
      false,
    );
    expect([noRequest, badRequest, otherName, null, 'ApiError'].some(isApiError)).toBe(false);
  });
});

describe('no query results: a missing record', () => {
  it('is a 404 in the API’s error shape, whatever kind of record it names', () => {
    for (const message of ['Product not found.', 'Store not found.', 'Not Found']) {
      expect(isNoQueryResults(new HttpError(404, { message }, request))).toBe(true);
    }
  });

  it('is not a 404 without that shape (a proxy’s page), nor that message on another status', () => {
    expect(isNoQueryResults(new HttpError(404, '<html>Not Found</html>', request))).toBe(false);
    expect(isNoQueryResults(new HttpError(404, { error: 'gone' }, request))).toBe(false);
    expect(isNoQueryResults(new HttpError(500, { message: 'Product not found.' }, request))).toBe(false);
    expect(isNoQueryResults(new NetworkError('Product not found.', request))).toBe(false);
  });
});

describe('failureOf: a failed call as a person reads it', () => {
  it('gives the server’s sentence and field errors', () => {
    const refused = new HttpError(422, { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } }, request);
    expect(failureOf(refused)).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
      connection: false,
    });
  });

  it('never shows a transport’s own words: no answer or a time-out is a connection problem in plain words', () => {
    for (const error of [new NetworkError('Network error: ECONNRESET', request), new TimeoutError(10_000, request), new HttpError(502, '<html>', request)]) {
      expect(failureOf(error)).toEqual({ message: 'No connection to the shop. Check the network and try again.', errors: null, connection: true });
    }
    expect(failureOf(new TimeoutError(10_000, request), { noConnection: 'We could not reach the shop.' }).message).toBe('We could not reach the shop.');
  });

  it('keeps a 503’s own sentence, and says a plain one for a status without a message or anything else', () => {
    expect(failureOf(new HttpError(503, { message: 'The shop is busy. Please try again in a moment.' }, request))).toMatchObject({
      message: 'The shop is busy. Please try again in a moment.',
      connection: true,
    });
    expect(failureOf(new HttpError(500, {}, request)).message).toBe('Something went wrong. Please try again.');
    expect(failureOf(new ApiError('Request aborted', request), { fallback: 'Not saved.' }).message).toBe('Not saved.');
    expect(failureOf('a string').errors).toBeNull();
  });
});
