import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createRoutesStub, useLocation } from 'react-router';
import type { AppStore } from '../shared/state';

/** Shows where the router is, so a test can see a navigation happen. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` with the app's real store and a real in-memory router at `path` (Links, navigation and
 * search params work); any other path renders only the location probe.
 */
export function renderWithStore(store: AppStore, ui: ReactNode, { path = '/', pattern = path.split('?')[0] ?? '/' } = {}) {
  const Stub = createRoutesStub([
    {
      path: pattern,
      Component: () => (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
    { path: '*', Component: LocationProbe },
  ]);
  return render(
    <Provider store={store}>
      <Stub initialEntries={[path]} />
    </Provider>,
  );
}
