/* eslint-disable @nx/enforce-module-boundaries -- the floor is built from the packages the storefront declares (react-router, @react-router/*), at its versions. */
// React Router's default server entry for Node, as is (the alias is set in vite.config.ts).
export { default, streamTimeout } from 'react-router-default-entry-server';
