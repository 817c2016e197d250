/** Where a CMS page lives: the about page has its own route (docs/behaviour.md §2), the others are `/page/{slug}`. */
export function pagePath(slug: string): string {
  return slug === 'about' ? '/about' : `/page/${slug}`;
}
