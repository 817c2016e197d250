import { describe, expect, it } from 'vitest';
import { notFoundMessage, titleFor } from './error-titles';

describe('docs/behaviour.md §2 title fallback: "Page Not Found" for 404, "Internal Server Error" otherwise', () => {
  it('titles a 404', () => {
    expect(titleFor(404)).toBe('Page Not Found');
  });
  it.each([500, 503, 403, 0])('titles %i "Internal Server Error"', (status) => {
    expect(titleFor(status)).toBe('Internal Server Error');
  });
});

describe('docs/behaviour.md §2, §8 unknown route: 404 page with "Page not found" plus the path', () => {
  it('names the path', () => {
    expect(notFoundMessage('/nowhere')).toBe('Page not found: /nowhere');
  });
});
