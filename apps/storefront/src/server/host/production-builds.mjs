// A module resolution hook (node:module register) for the production server: react-router's package exports
// only its development build to Node (dist/development: invariant messages, warnings, extra checks on every
// render), though it ships a production build beside it with the same file names. Every import of it, the
// server build's and @react-router/express's alike, is sent to dist/production, so there is still one copy.
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.includes(DEVELOPMENT)) return resolved;
  return { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) };
}
