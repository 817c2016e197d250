import { sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { readsAnswer, sessionBearer, sessionOutcome, type ForwardedRequest } from './api-session.server';

const user = sampleUser({ name: 'Asha' });
const cookie = `theme=dark; auth_token=tok-1; auth_user=${encodeURIComponent(JSON.stringify(user))}`;

function call(method: string, originalUrl: string, headers: Record<string, string> = {}, secure = false): ForwardedRequest {
  return { method, originalUrl, headers: { host: '127.0.0.1:4200', ...headers }, protocol: secure ? 'https' : 'http', secure };
}

describe('the session cookie’s token goes to the API only on calls from the shop’s own pages', () => {
  it('is sent for our own pages and for clients that are no page at all', () => {
    expect(sessionBearer(call('GET', '/api/v1/user', { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4200' }))).toBe('tok-1');
    expect(sessionBearer(call('POST', '/api/v1/cart/add', { cookie, 'sec-fetch-site': 'same-origin' }))).toBe('tok-1');
    expect(sessionBearer(call('GET', '/api/v1/user', { cookie }))).toBe('tok-1');
  });
  it('is not sent for a page of another origin, same-site or not, however it calls', () => {
    const pages: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:4300' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://evil.test' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://127.0.0.1:4300' },
      { origin: 'null' },
    ];
    for (const headers of pages) {
      expect(sessionBearer(call('POST', '/api/v1/auth/logout', { cookie, ...headers })), JSON.stringify(headers)).toBeNull();
    }
  });
  it('is nothing without a whole session in the cookies', () => {
    expect(sessionBearer(call('GET', '/api/v1/user', { cookie: 'auth_token=tok-1' }))).toBeNull();
    expect(sessionBearer(call('GET', '/api/v1/user'))).toBeNull();
  });
});

describe('the answers the session reads', () => {
  it('are the sign-ins and the user record, not the catalogue', () => {
    expect(readsAnswer(call('POST', '/api/v1/auth/login'))).toBe(true);
    expect(readsAnswer(call('POST', '/api/v1/auth/register'))).toBe(true);
    expect(readsAnswer(call('POST', '/api/v1/auth/otp/verify?x=1'))).toBe(true);
    expect(readsAnswer(call('POST', '/api/v1/auth/%6Cogin'))).toBe(true);
    expect(readsAnswer(call('POST', '/api/v1//auth/login/'))).toBe(true);
    expect(readsAnswer(call('GET', '/api/v1/user'))).toBe(true);
    expect(readsAnswer(call('PUT', '/api/v1/user'))).toBe(true);
    expect(readsAnswer(call('GET', '/api/v1/products'))).toBe(false);
    expect(readsAnswer(call('GET', '/api/v1/auth/login'))).toBe(false);
  });
});

describe('a sign-in’s token goes into the HttpOnly cookie and out of the page’s JSON', () => {
  it('sets the token HttpOnly and the user readable, lax, for 7 days, and drops the token from the body', () => {
    const outcome = sessionOutcome(call('POST', '/api/v1/auth/login'), { status: 200, body: { access_token: 'new-tok', user }, sentSession: false });
    expect(outcome.body).toEqual({ user });
    expect(outcome.setCookie[0]).toBe('auth_token=new-tok; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax');
    expect(outcome.setCookie[1]).toMatch(/^auth_user=%7B.*; Max-Age=604800; Path=\/; SameSite=Lax$/);
  });
  it('marks them Secure when the request came over TLS', () => {
    const outcome = sessionOutcome(call('POST', '/api/v1/auth/register', {}, true), { status: 200, body: { access_token: 'new-tok', user }, sentSession: false });
    expect(outcome.setCookie.every((cookie) => cookie.includes('; Secure'))).toBe(true);
  });
  it('never passes a token on, even in an answer it does not take up', () => {
    const outcome = sessionOutcome(call('POST', '/api/v1/auth/otp/verify'), { status: 200, body: { access_token: 'new-tok', user: { id: 'x' } }, sentSession: false });
    expect(outcome.body).toEqual({ user: { id: 'x' } });
    expect(outcome.setCookie).toEqual([
      'auth_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'auth_user=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });
  it('leaves a refusal as it is', () => {
    const refused = { message: 'The given data was invalid.', errors: { email: ['These credentials do not match our records.'] } };
    expect(sessionOutcome(call('POST', '/api/v1/auth/login'), { status: 422, body: refused, sentSession: false })).toEqual({ setCookie: [] });
  });
});

describe('the cookies follow what the API says of the session they carried', () => {
  const cleared = ['auth_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax', 'auth_user=; Max-Age=0; Path=/; SameSite=Lax'];
  it('clears both on a 401 to the cookie’s own token, and on a sign-out made with it', () => {
    expect(sessionOutcome(call('GET', '/api/v1/wishlist', { cookie }), { status: 401, sentSession: true }).setCookie).toEqual(cleared);
    expect(sessionOutcome(call('POST', '/api/v1/auth/logout', { cookie }), { status: 200, sentSession: true }).setCookie).toEqual(cleared);
  });
  it('leaves a flash for the next page when a sign-out made with the session is refused: the session had ended', () => {
    const outcome = sessionOutcome(call('POST', '/api/v1/auth/logout', { cookie }), { status: 401, sentSession: true });
    expect(outcome.setCookie).toEqual([...cleared, 'aurelia_flash=session-ended; Path=/; Max-Age=60; SameSite=Lax']);
    expect(sessionOutcome(call('POST', '/api/v1/auth/logout', { cookie }), { status: 200, sentSession: true }).setCookie).toEqual(cleared);
  });
  it('clears nothing on a call that did not carry it (a page of another origin cannot sign the shopper out)', () => {
    expect(sessionOutcome(call('POST', '/api/v1/auth/logout', { cookie }), { status: 401, sentSession: false }).setCookie).toEqual([]);
    expect(sessionOutcome(call('GET', '/api/v1/user', { cookie }), { status: 401, sentSession: false }).setCookie).toEqual([]);
  });
  it('refreshes the user cookie from the user record, and writes the token again HttpOnly', () => {
    const renamed = { ...user, name: 'Asha Menon' };
    const outcome = sessionOutcome(call('PUT', '/api/v1/user', { cookie }), { status: 200, body: { data: renamed }, sentSession: true });
    expect(outcome.body).toBeUndefined();
    expect(outcome.setCookie[0]).toBe('auth_token=tok-1; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax');
    expect(outcome.setCookie[1]).toMatch(/^auth_user=/);
    expect(decodeURIComponent(outcome.setCookie[1] ?? '')).toContain('"name":"Asha Menon"');
  });
});
