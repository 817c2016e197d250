// Chunk groups the storefront and the kiosk share (their vite.config.ts): the libraries every screen needs, in
// a few long-cached files, apart from the app's own code. Types in chunk-groups.d.mts.

/** React, React DOM, the scheduler and React Router: the largest and most stable part of any first load. */
export const FRAMEWORK_GROUP = { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 };

/** Redux Toolkit and what it brings (immer, reselect), react-redux and redux-persist. */
export const STATE_GROUP = {
  name: 'state',
  test: /node_modules[\\/](@reduxjs|immer|redux|react-redux|redux-persist|redux-thunk|reselect|use-sync-external-store)[\\/]/,
  priority: 20,
};
