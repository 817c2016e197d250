import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';

/** The check's thunk comes with the ones the bag's changes load anyway, not in the page's first load. */
const cartRequests = () => import('./cart-thunks');

/**
 * Whether the bag kept in the browser's storage has been restored: redux-persist's bookkeeping on the cart's state
 * (app/persist-cart.ts), absent until its reducer is in place.
 */
const selectBagRestored = (state: { cart: object }) => (state.cart as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated === true;

/**
 * Stock sells while a bag waits: asks the server about every line when the bag page opens, and again once the kept
 * bag is restored, for a bag opened afresh comes back from the browser's storage only after hydration. A line the
 * shop could not answer for stays as it was (checkout asks again); `unchecked` says so, and `checkAgain` asks anew.
 */
export function useBagCheck() {
  const dispatch = useAppDispatch();
  const restored = useAppSelector(selectBagRestored);
  const [checks, setChecks] = useState(0);
  const [unchecked, setUnchecked] = useState(false);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    let current = true;
    setChecking(true);
    void cartRequests()
      .then(({ checkBag }) => dispatch(checkBag()).unwrap())
      .then(
        ({ unanswered }) => current && setUnchecked(unanswered > 0),
        () => current && setUnchecked(true),
      )
      .finally(() => current && setChecking(false));
    return () => {
      current = false;
    };
  }, [dispatch, restored, checks]);
  return { unchecked, checking, checkAgain: () => setChecks((count) => count + 1) };
}
