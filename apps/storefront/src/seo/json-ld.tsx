import { breadcrumbLd } from './structured-data';

/**
 * A JSON-LD block, written by the server: crawlers read it in the server's HTML, and hydration keeps the server's
 * text. Pages pass `import.meta.env.SSR ? data : null`, which the browser's build folds to null, so the browser
 * neither builds the data nor loads the code that does. `<` is escaped so text from the catalogue cannot close the
 * script element.
 */
export function JsonLd({ data }: { data: object | null }) {
  const json = data === null ? '' : JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The page's breadcrumb trail as JSON-LD; nothing without the site's origin, which its links need. */
export function BreadcrumbLd({ origin, crumbs }: { origin: string | undefined; crumbs: Parameters<typeof breadcrumbLd>[1] }) {
  return origin === undefined ? null : <JsonLd data={import.meta.env.SSR ? breadcrumbLd(origin, crumbs) : null} />;
}
