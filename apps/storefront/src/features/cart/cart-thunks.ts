import type { ApiClient } from '@aurelia/api-client';
import { isHttpError } from '@aurelia/api-client/errors';
import type { CartResponse } from '@aurelia/contracts';
import {
  PRODUCT_ITEM_TYPE,
  canAddToCart,
  cartItemKey,
  prepareCartAddition,
  type CartItem,
  type CartItemRef,
} from '@aurelia/domain';
import { createAppAsyncThunk } from '../../app/hooks';
import { selectIsSignedIn } from '../../app/session';
import { selectSettings } from '../settings';
import {
  bagChecked,
  cartLineBusy,
  cartLineIdle,
  itemAdded,
  itemRemoved,
  quantitySet,
  restoredFromTemporaryCart,
  serverCartReceived,
  type CartProduct,
} from './cart-slice';

/** Why an add was refused; the listener turns it into a toast that says so. */
export type CartRefusal = 'store-closed' | 'out-of-stock' | 'failed';

const lineOf = (product: CartProduct, quantity?: number) => ({
  item_id: product.item_id,
  item_type: product.item_type,
  name: product.name,
  price: product.price,
  ...(quantity === undefined ? {} : { quantity }),
});

/**
 * Add to cart (docs/behaviour.md §4): refused while the store is closed; availability is checked first and an
 * unavailable item is refused; a new product's details are kept; a signed-in shopper's server cart is
 * told too. Resolves true when added, and rejects with the reason otherwise.
 */
export const addToCart = createAppAsyncThunk(
  'cart/addToCart',
  async ({ product }: { product: CartProduct }, { getState, dispatch, extra, rejectWithValue }) => {
    if (!canAddToCart(selectSettings(getState()))) return rejectWithValue('store-closed' satisfies CartRefusal);
    const ref = { item_id: product.item_id, item_type: product.item_type };
    dispatch(cartLineBusy(ref));
    try {
      const cart = getState().cart.cart;
      // The bag will hold what it has plus this one: that total must be available.
      const held = cart.items.find((line) => cartItemKey(line) === cartItemKey(ref))?.quantity ?? 0;
      const prepared = await prepareCartAddition(cart, lineOf(product), {
        checkAvailability: async (request) =>
          (await extra.api.checkProductAvailable({ ...request, item_type: PRODUCT_ITEM_TYPE, quantity: request.quantity + held })).is_available,
        fetchProduct: async (id) => (id === product.item_id ? product : ((await extra.api.getProductById(id))?.data ?? null)),
      });
      if (prepared === false) return rejectWithValue('out-of-stock' satisfies CartRefusal);
      if (selectIsSignedIn(getState())) await extra.api.addToCart({ ...prepared.item, item_type: PRODUCT_ITEM_TYPE });
      dispatch(itemAdded(prepared.product ? { item: prepared.item, product: prepared.product } : { item: prepared.item }));
      return true;
    } catch (error) {
      if (isHttpError(error) && error.status === 409) return rejectWithValue('out-of-stock' satisfies CartRefusal);
      return rejectWithValue('failed' satisfies CartRefusal);
    } finally {
      dispatch(cartLineIdle(ref));
    }
  },
);

/** Removes a line; a signed-in shopper's server cart is told first, so a failure changes nothing. */
export const removeFromCart = createAppAsyncThunk('cart/removeFromCart', async (ref: CartItemRef, { getState, dispatch, extra, rejectWithValue }) => {
  try {
    if (selectIsSignedIn(getState())) await extra.api.removeFromCart({ item_id: ref.item_id, item_type: PRODUCT_ITEM_TYPE });
    dispatch(itemRemoved(ref));
    return true;
  } catch {
    return rejectWithValue('failed');
  }
});

/** Sets a line's quantity; more of an item is checked for availability first (docs/behaviour.md §4). */
export const changeQuantity = createAppAsyncThunk(
  'cart/changeQuantity',
  async (change: CartItemRef & { quantity: number }, { getState, dispatch, extra, rejectWithValue }) => {
    const key = cartItemKey(change);
    const line = getState().cart.cart.items.find((item) => cartItemKey(item) === key);
    if (!line || change.quantity < 1 || change.quantity === line.quantity) return false;
    dispatch(cartLineBusy(change));
    try {
      if (change.quantity > line.quantity) {
        const { is_available } = await extra.api.checkProductAvailable({ item_id: line.item_id, item_type: PRODUCT_ITEM_TYPE, quantity: change.quantity });
        if (!is_available) return rejectWithValue('out-of-stock' satisfies CartRefusal);
      }
      if (selectIsSignedIn(getState())) {
        // The server cart adds quantities; a smaller one is a remove and an add of the new quantity.
        const serverLine = { item_id: line.item_id, item_type: PRODUCT_ITEM_TYPE, name: line.name, price: line.price } as const;
        if (change.quantity > line.quantity) {
          await extra.api.addToCart({ ...serverLine, quantity: change.quantity - line.quantity });
        } else {
          await extra.api.removeFromCart({ item_id: line.item_id, item_type: PRODUCT_ITEM_TYPE });
          await extra.api.addToCart({ ...serverLine, quantity: change.quantity });
        }
      }
      dispatch(quantitySet(change));
      return true;
    } catch {
      return rejectWithValue('failed' satisfies CartRefusal);
    } finally {
      dispatch(cartLineIdle(change));
    }
  },
);

/** Whether the server says each item can be bought in its quantity, asked at once; `unanswered` where it fails. */
function availabilityOf(api: ApiClient, items: readonly CartItem[], unanswered: boolean): Promise<boolean[]> {
  return Promise.all(
    items.map(async (item) => {
      try {
        return (await api.checkProductAvailable({ item_id: item.item_id, item_type: PRODUCT_ITEM_TYPE, quantity: item.quantity })).is_available;
      } catch {
        return unanswered;
      }
    }),
  );
}

/**
 * Asks the server whether each line of the bag can still be bought in its quantity: stock sells while a bag
 * waits. A line the server could not answer for is left as it was (checkout checks again). Resolves to the
 * keys of the lines that cannot.
 */
export const checkBag = createAppAsyncThunk('cart/checkBag', async (_: void, { getState, dispatch, extra }) => {
  const items = getState().cart.cart.items;
  const answers = await availabilityOf(extra.api, items, true);
  const unavailable = items.filter((_item, index) => !answers[index]).map(cartItemKey);
  dispatch(bagChecked(unavailable));
  return unavailable;
});

/**
 * Brings the temporary cart back: each item is checked for availability, the available ones return to the
 * cart and the rest stay where they are. Resolves with how many came back and how many stayed.
 */
export const restoreTemporaryCart = createAppAsyncThunk('cart/restoreTemporaryCart', async (_: void, { getState, dispatch, extra }) => {
  const items = getState().cart.temporary.items;
  const checks = await availabilityOf(extra.api, items, false);
  const back = items.filter((_item, index) => checks[index]);
  if (selectIsSignedIn(getState())) {
    for (const item of back) await extra.api.addToCart({ ...item, item_type: PRODUCT_ITEM_TYPE });
  }
  dispatch(restoredFromTemporaryCart(back));
  return { restored: back.length, kept: items.length - back.length };
});

/** The server cart's lines as the local cart holds them. */
function localCartOf(response: CartResponse) {
  const lines = response.data.bag_items;
  return {
    items: lines.map(({ item_id, item_type, quantity, name, price }) => ({ item_id, item_type, quantity, name, price })),
    products: lines.flatMap((line) => (line.product ? [line.product] : [])),
  };
}

/**
 * After sign-in the local cart goes to the server, which merges it with the shopper's saved cart; the
 * answer becomes the local cart (docs/behaviour.md §4). A failure is only logged (docs/behaviour.md §8) and the local cart stays.
 */
export const syncCartToServer = createAppAsyncThunk('cart/syncCartToServer', async (_: void, { getState, dispatch, extra }) => {
  const items: CartItem[] = getState().cart.cart.items;
  try {
    const response = await extra.api.syncCart(items.map((item) => ({ ...item, item_type: PRODUCT_ITEM_TYPE })));
    dispatch(serverCartReceived(localCartOf(response)));
    return true;
  } catch (error) {
    console.warn('Cart sync failed; the local cart is kept', error);
    return false;
  }
});

/**
 * After an order the server took the pieces out of the shopper's cart; the local cart follows it, so they do
 * not come back with the next sync. A failure is only logged (docs/behaviour.md §8).
 */
export const loadServerCart = createAppAsyncThunk('cart/loadServerCart', async (_: void, { dispatch, extra }) => {
  try {
    dispatch(serverCartReceived(localCartOf(await extra.api.getCart())));
    return true;
  } catch (error) {
    console.warn('The server cart could not be read; the local cart is kept', error);
    return false;
  }
});
