/* eslint-disable @nx/enforce-module-boundaries -- the floor is built from the packages the storefront declares (react-router, @react-router/*), at its versions. */
import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';

/** The whole document, as small as React Router allows. */
export default function App() {
  // The same marker as the shop's root sets: the bench reads "hydrated" from it on both.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
