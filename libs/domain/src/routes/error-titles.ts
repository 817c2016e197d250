/** Title of the error page for a status: "Page Not Found" for 404, else "Internal Server Error" (docs/behaviour.md §2). */
export function titleFor(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/** The 404 page's message: "Page not found" plus the path (docs/behaviour.md §2, §8). */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}
