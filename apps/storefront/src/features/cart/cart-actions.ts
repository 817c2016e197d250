import { isAnyOf } from '@reduxjs/toolkit';
import {
  ADD_TO_CART_QUANTITY,
  cartItemKey,
  isOneOfAKind,
  isStoreOpen,
  lineLimitOf,
  quantityAfterAdding,
  type CartItem,
  type CartItemRef,
} from '@aurelia/domain';
import { createAppAsyncThunk } from '../../shared/hooks';
import type { RootState } from '../../shared/state';
import { selectSettings } from '../settings';
import type { CartProduct } from './cart-slice';

/**
 * Why a change to the bag was refused; the cart's listener turns it into a toast that says so. `network`: no
 * answer came (the shopper's connection is away); `unavailable`: the shop answered that it is briefly down (the
 * storefront's 503 while the API is away, or a gateway's 502); `failed`: the server could not do it.
 */
export type CartRefusal = 'store-closed' | 'out-of-stock' | 'one-of-a-kind' | 'network' | 'unavailable' | 'failed';

// One import site for every body: they and the API calls they make are not in the first load.
const requests = () => import('./cart-thunks');

/** Fetches the cart's thunk bodies ahead of the first press, so that no answer waits for them; a failure is left to the press. */
export const prefetchCartRequests = () => void requests().catch(() => undefined);

/** Whether an add of this one-of-a-kind piece is already on its way: a second press of it is the same press. */
const isSamePress = (state: RootState, product: CartProduct) =>
  isOneOfAKind(product) && state.cart.adding.some((add) => add.key === cartItemKey(product));

/*
 * The cart's thunks that a shopper hears about: pages dispatch them, the cart's listener matches their outcomes
 * (`addToCart.fulfilled`, ...). Their bodies are in cart-thunks.ts.
 */

/**
 * The line an add puts in the bag at once, or null for one refused without asking the server: the store is closed,
 * or the bag holds the one there is. (The cart switched off in the settings, which no shop does for long, is told
 * with the answer: its rule is not in the first load.)
 */
function lineShownAtOnce(state: RootState, product: CartProduct): CartItem | null {
  if (!isStoreOpen(selectSettings(state))) return null;
  const wanted = quantityAfterAdding(state.cart.cart, product);
  if (wanted > lineLimitOf(product, wanted)) return null;
  return { item_id: product.item_id, item_type: product.item_type, name: product.name, price: product.price, quantity: ADD_TO_CART_QUANTITY };
}

/**
 * Add to bag (docs/behaviour.md §4): the bag shows the line at once, then one request asks the server; resolves
 * true when it takes it, rejects with a CartRefusal, and the cart's reducer takes back what this add put in.
 * The line comes with the add's pending action itself (its `shown`, which the cart's reducer adds): one dispatch,
 * and one drawing of the page, between the press and the bag count.
 */
export const addToCart = createAppAsyncThunk(
  'cart/addToCart',
  async (arg: { product: CartProduct }, thunkApi) => {
    const state = thunkApi.getState();
    // Refused at once (lineShownAtOnce) when its pending action showed nothing.
    const shown = state.cart.adding.find((add) => add.id === thunkApi.requestId);
    if (!shown) return thunkApi.rejectWithValue((isStoreOpen(selectSettings(state)) ? 'one-of-a-kind' : 'store-closed') satisfies CartRefusal);
    // What the line holds with this add, read now: a second press may grow it before this one is asked about.
    const wanted = state.cart.cart.items.find((item) => cartItemKey(item) === shown.key)?.quantity ?? shown.quantity;
    let bodies: Awaited<ReturnType<typeof requests>>;
    try {
      bodies = await requests();
    } catch {
      return thunkApi.rejectWithValue('network' satisfies CartRefusal);
    }
    return bodies.confirmAdd(arg, wanted, thunkApi);
  },
  {
    // A double press of a one-of-a-kind piece while its add is answered adds nothing and says nothing more.
    condition: ({ product }, { getState }) => !isSamePress(getState(), product),
    getPendingMeta: ({ arg }, { getState }): { shown: CartItem | null } => ({ shown: lineShownAtOnce(getState(), arg.product) }),
  },
);

/** Removes a line; a signed-in shopper's server cart is told first, so a failure changes nothing. */
export const removeFromCart = createAppAsyncThunk('cart/removeFromCart', async (ref: CartItemRef, thunkApi) =>
  (await requests()).removeLine(ref, thunkApi),
);

/** Sets a line's quantity (docs/behaviour.md §4): resolves true when set, false when nothing changed. */
export const changeQuantity = createAppAsyncThunk('cart/changeQuantity', async (change: CartItemRef & { quantity: number }, thunkApi) =>
  (await requests()).setLineQuantity(change, thunkApi),
);

/** Moves every line to the temporary cart ("Save all for later"); a signed-in shopper's server cart lets them go too. */
export const saveAllForLater = createAppAsyncThunk('cart/saveAllForLater', async (_: void, thunkApi) => (await requests()).saveLines(thunkApi));

/** Brings the temporary cart back as far as it can be had: resolves with how many came back and how many stayed. */
export const restoreTemporaryCart = createAppAsyncThunk('cart/restoreTemporaryCart', async (_: void, thunkApi) =>
  (await requests()).restoreLines(thunkApi),
);

/** An add or a quantity change the bag refused, its CartRefusal as the payload (a variable, so listeners infer it). */
export const isCartRefusal = isAnyOf(addToCart.rejected, changeQuantity.rejected);

/** A removal of lines (one, or all of them to the temporary cart) that the server cart did not take. */
export const isCartRemovalFailure = isAnyOf(removeFromCart.rejected, saveAllForLater.rejected);
