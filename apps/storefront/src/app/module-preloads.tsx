import { useContext, useState } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The page's JavaScript, announced early at low priority. React Router's `<Scripts>` announces the same files
 * with `<link rel="modulepreload">`, which the browser fetches with high priority, side by side with the
 * stylesheets, the fonts and the largest image. The page is rendered on the server and complete without
 * JavaScript (hydration waits for the first paint, entry.client.tsx), so on a slow connection those bytes
 * should come after what the first paint needs. These links come first in the head: the browser fetches each
 * module once, at the priority of its first announcement, and `<Scripts>`' later links and imports reuse it.
 *
 * Same list as `<Scripts>` (the entry, its imports, and each matched route's module and imports), read once: the
 * server's render and the hydration see the same matches, and after hydration the links have done their work.
 */
export function LowPriorityModulePreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const [hrefs] = useState(() => {
    if (!framework) return [];
    const { manifest } = framework;
    const list = [manifest.entry.module, ...manifest.entry.imports];
    for (const match of matches) {
      const route = manifest.routes[match.id];
      if (!route) continue;
      list.push(route.module, ...(route.imports ?? []));
    }
    return [...new Set(list)];
  });
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
    </>
  );
}
