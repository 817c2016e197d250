import { breadcrumbLd } from './structured-data';

/**
 * A JSON-LD block. `<` is escaped so text from the catalogue cannot close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The page's breadcrumb trail as JSON-LD; nothing without the site's origin, which its links need. */
export function BreadcrumbLd({ origin, crumbs }: { origin: string | undefined; crumbs: Parameters<typeof breadcrumbLd>[1] }) {
  return origin === undefined ? null : <JsonLd data={breadcrumbLd(origin, crumbs)} />;
}
