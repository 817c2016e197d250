import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

describe('the meta of a list page', () => {
  it('counts the last page from the total, a partial page included', () => {
    expect(pageMeta(2, 12, 25)).toEqual({ current_page: 2, last_page: 3, per_page: 12, total: 25 });
    expect(pageMeta(1, 12, 24)).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 24 });
  });

  it('gives an empty list one page, so a client asks for page 1 and stops', () => {
    expect(pageMeta(1, 12, 0)).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 0 });
  });
});
