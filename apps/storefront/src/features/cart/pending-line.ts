import { cartItemKey } from '@aurelia/domain';
import { useAppSelector } from '../../shared/hooks';
import { selectPendingLines } from './cart-slice';

/**
 * Whether this piece is being added to the bag. It selects the answer, not the list of pending lines: a tap then
 * renders what shows this piece, not every tile or the whole page that reads the list.
 */
export function useIsBeingAdded(piece: Parameters<typeof cartItemKey>[0]): boolean {
  const key = cartItemKey(piece);
  return useAppSelector((state) => selectPendingLines(state).includes(key));
}
