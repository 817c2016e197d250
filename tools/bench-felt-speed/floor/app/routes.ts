/* eslint-disable @nx/enforce-module-boundaries -- the floor is built from the packages the storefront declares (react-router, @react-router/*), at its versions. */
import { index, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/piece.tsx')] satisfies RouteConfig;
