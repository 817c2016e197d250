import { describe, expect, it } from 'vitest';
import { isUnauthenticatedResponse } from './unauthenticated';

describe('docs/behaviour.md §8: a 401 or an unauthenticated message logs the user out', () => {
  it('detects status 401 whatever the message', () => {
    expect(isUnauthenticatedResponse(401, undefined)).toBe(true);
  });
  it('detects the message "Unauthenticated." on another status', () => {
    expect(isUnauthenticatedResponse(403, 'Unauthenticated.')).toBe(true);
    expect(isUnauthenticatedResponse(undefined, 'User is unauthenticated')).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isUnauthenticatedResponse(403, 'Forbidden')).toBe(false);
    expect(isUnauthenticatedResponse(500, { message: 'Unauthenticated.' })).toBe(false);
    expect(isUnauthenticatedResponse(undefined, undefined)).toBe(false);
  });
});
