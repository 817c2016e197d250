import type { GetThunkAPI } from '@reduxjs/toolkit';
import type { ApiClient } from '@aurelia/api-client';
import { isConnectionProblem, isHttpError, isNetworkError, isTimeoutError } from '@aurelia/api-client/errors';
import type { CartResponse } from '@aurelia/contracts';
import {
  ADD_TO_CART_QUANTITY,
  PRODUCT_ITEM_TYPE,
  canAddToCart,
  cartItemKey,
  isOneOfAKind,
  type CartItem,
  type CartItemRef,
} from '@aurelia/domain';
import { afterNextPaint } from '../../shared/after-next-paint';
import { createAppAsyncThunk, type AppThunkConfig } from '../../shared/hooks';
import { selectIsSignedIn } from '../../shared/session';
import { selectSettings } from '../settings';
import type { CartRefusal } from './cart-actions';
import {
  bagChecked,
  cartLineBusy,
  cartLineIdle,
  itemRemoved,
  movedToTemporaryCart,
  quantitySet,
  restoredFromTemporaryCart,
  serverCartReceived,
  type CartProduct,
} from './cart-slice';

/*
 * What the cart's thunks do, fetched with the first press: the bodies of the thunks in cart-actions.ts, and the
 * thunks no listener hears about (the bag's check, the sync after sign-in, the reload after an order).
 */

type CartThunkApi = GetThunkAPI<AppThunkConfig>;

/** Answers of the server cart that mean the piece cannot be had as asked: sold or withdrawn (404, 409), or over a limit (422). */
const REFUSED_STATUSES: readonly number[] = [404, 409, 422];

/** What a failed call means to the shopper; a 422 for a one-of-a-kind piece is the server cart holding the one there is. */
function refusalOf(error: unknown, piece?: CartProduct): CartRefusal {
  if (isNetworkError(error) || isTimeoutError(error)) return 'network';
  // An answer, but the shop briefly down (a 502 or 503, as the api-client counts them).
  if (isConnectionProblem(error)) return 'unavailable';
  if (!isHttpError(error) || !REFUSED_STATUSES.includes(error.status)) return 'failed';
  return error.status === 422 && piece && isOneOfAKind(piece) ? 'one-of-a-kind' : 'out-of-stock';
}

/** Runs `send` with the line marked busy and idle again afterwards, whatever happens; a failure is the refusal it means. */
async function whileLineBusy<Result>(ref: CartItemRef, { dispatch, rejectWithValue }: CartThunkApi, send: () => Promise<Result>) {
  dispatch(cartLineBusy(ref));
  try {
    return await send();
  } catch (error) {
    return rejectWithValue(refusalOf(error));
  } finally {
    dispatch(cartLineIdle(ref));
  }
}

/** The server cart's adds, one after another: each answer then holds the adds before it and none after it. */
let lastServerAdd: Promise<unknown> = Promise.resolve();

/**
 * Asks the server about an add the bag already shows (cart-actions.ts `addToCart`, docs/behaviour.md §4), one
 * request. Signed in, the server cart adds the line and its answer becomes the bag; it refuses what it cannot
 * sell. A guest's bag is kept in the browser only, so the server is asked whether the line's quantity with this
 * add (`wanted`, read at the press) can be had. A refusal rejects, and the cart's reducer takes the add back.
 */
export async function confirmAdd({ product }: { product: CartProduct }, wanted: number, thunkApi: CartThunkApi) {
  const { getState, dispatch, extra, rejectWithValue, requestId } = thunkApi;
  const ref = { item_id: product.item_id, item_type: product.item_type };
  // The bag shows the line first: building and sending the request (axios, at 4x a phone's 15-25 ms) waits for that
  // frame rather than delaying it.
  await afterNextPaint();
  if (!canAddToCart(selectSettings(getState()))) return rejectWithValue('store-closed' satisfies CartRefusal);
  try {
    if (selectIsSignedIn(getState())) {
      const line = { ...ref, name: product.name, price: product.price, quantity: ADD_TO_CART_QUANTITY };
      const answer = lastServerAdd.then(() => extra.api.addToCart(line));
      lastServerAdd = answer.catch(() => undefined);
      dispatch(serverCartReceived({ ...localCartOf(await answer), accepted: ref, confirming: requestId }));
    } else {
      const { is_available } = await extra.api.checkProductAvailable({ ...ref, quantity: wanted });
      if (!is_available) return rejectWithValue('out-of-stock' satisfies CartRefusal);
    }
    return true;
  } catch (error) {
    return rejectWithValue(refusalOf(error, product));
  }
}

/** Removes a line; a signed-in shopper's server cart is told first, so a failure changes nothing. */
export async function removeLine(ref: CartItemRef, { getState, dispatch, extra, rejectWithValue }: CartThunkApi) {
  try {
    if (selectIsSignedIn(getState())) await extra.api.removeFromCart({ item_id: ref.item_id, item_type: PRODUCT_ITEM_TYPE });
    dispatch(itemRemoved(ref));
    return true;
  } catch {
    return rejectWithValue('failed' satisfies CartRefusal);
  }
}

/**
 * Sets a line's quantity (docs/behaviour.md §4). Signed in, the server cart is told and its answer becomes the
 * bag: it adds quantities and refuses more than it can sell, so a smaller quantity is a remove and an add. A
 * guest's larger quantity is checked for availability first.
 */
export async function setLineQuantity(change: CartItemRef & { quantity: number }, thunkApi: CartThunkApi) {
  const { getState, dispatch, extra, rejectWithValue } = thunkApi;
  const key = cartItemKey(change);
  const line = getState().cart.cart.items.find((item) => cartItemKey(item) === key);
  if (!line || change.quantity < 1 || change.quantity === line.quantity) return false;
  const more = change.quantity > line.quantity;
  return whileLineBusy(change, thunkApi, async () => {
    if (selectIsSignedIn(getState())) {
      const ref = { item_id: line.item_id, item_type: PRODUCT_ITEM_TYPE } as const;
      if (!more) await extra.api.removeFromCart(ref);
      const answer = await extra.api.addToCart({ ...ref, name: line.name, price: line.price, quantity: more ? change.quantity - line.quantity : change.quantity });
      dispatch(serverCartReceived({ ...localCartOf(answer), accepted: ref }));
    } else {
      if (more) {
        const { is_available } = await extra.api.checkProductAvailable({ item_id: line.item_id, item_type: PRODUCT_ITEM_TYPE, quantity: change.quantity });
        if (!is_available) return rejectWithValue('out-of-stock' satisfies CartRefusal);
      }
      dispatch(quantitySet(change));
    }
    return true;
  });
}

/** Whether the server says each item can be bought in its quantity, asked at once; `null` where it could not answer. */
function availabilityOf(api: ApiClient, items: readonly CartItem[]): Promise<(boolean | null)[]> {
  return Promise.all(
    items.map(async (item) => {
      try {
        return (await api.checkProductAvailable({ item_id: item.item_id, item_type: PRODUCT_ITEM_TYPE, quantity: item.quantity })).is_available;
      } catch {
        return null;
      }
    }),
  );
}

/**
 * Asks the server whether each line of the bag can still be bought in its quantity: stock sells while a bag
 * waits. A line the server could not answer for is left as it was (checkout checks again). Resolves to the
 * keys of the lines that cannot, and how many lines went unanswered.
 */
export const checkBag = createAppAsyncThunk('cart/checkBag', async (_: void, { getState, dispatch, extra }) => {
  const items = getState().cart.cart.items;
  const answers = await availabilityOf(extra.api, items);
  const unavailable = items.filter((_item, index) => answers[index] === false).map(cartItemKey);
  dispatch(bagChecked(unavailable));
  return { unavailable, unanswered: answers.filter((answer) => answer === null).length };
});

/**
 * Moves every line to the temporary cart. Signed in, each line leaves the server cart first, so that its next
 * answer (an add, a sync) does not bring them back; a failure leaves the bag as it was.
 */
export async function saveLines({ getState, dispatch, extra, rejectWithValue }: CartThunkApi) {
  if (selectIsSignedIn(getState())) {
    try {
      for (const item of getState().cart.cart.items) await extra.api.removeFromCart({ item_id: item.item_id, item_type: PRODUCT_ITEM_TYPE });
    } catch {
      return rejectWithValue('failed' satisfies CartRefusal);
    }
  }
  dispatch(movedToTemporaryCart());
  return true;
}

/**
 * Brings the temporary cart back as far as it can be had; the rest stays where it is. Signed in, each piece is
 * added to the server cart, which refuses what it cannot sell, and its last answer is the bag; a guest's pieces
 * are checked for availability first. Resolves with how many came back and how many stayed.
 */
export async function restoreLines({ getState, dispatch, extra }: CartThunkApi) {
  const items = getState().cart.temporary.items;
  if (!selectIsSignedIn(getState())) {
    const checks = await availabilityOf(extra.api, items);
    const back = items.filter((_item, index) => checks[index] === true);
    dispatch(restoredFromTemporaryCart(back));
    return { restored: back.length, kept: items.length - back.length };
  }
  const back: CartItem[] = [];
  let answer: CartResponse | undefined;
  for (const item of items) {
    try {
      answer = await extra.api.addToCart({ ...item, item_type: PRODUCT_ITEM_TYPE });
      back.push(item);
    } catch {
      // Refused or unanswered: the piece stays in the temporary cart.
    }
  }
  dispatch(restoredFromTemporaryCart(back));
  if (answer) dispatch(serverCartReceived(localCartOf(answer)));
  return { restored: back.length, kept: items.length - back.length };
}

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
