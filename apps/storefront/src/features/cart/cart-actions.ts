import { isAnyOf } from '@reduxjs/toolkit';
import type { CartItemRef } from '@aurelia/domain';
import { createAppAsyncThunk } from '../../shared/hooks';
import type { CartProduct } from './cart-slice';

/** Why a change to the bag was refused; the cart's listener turns it into a toast that says so. */
export type CartRefusal = 'store-closed' | 'out-of-stock' | 'one-of-a-kind' | 'failed';

// One import site for every body: they and the API calls they make come with the first press, not the first load.
const requests = () => import('./cart-thunks');

/*
 * The cart's thunks that a shopper hears about: pages dispatch them, the cart's listener matches their outcomes
 * (`addToCart.fulfilled`, ...). Their bodies are in cart-thunks.ts.
 */

/** Add to bag (docs/behaviour.md §4), one request: resolves true when added, rejects with a CartRefusal. */
export const addToCart = createAppAsyncThunk('cart/addToCart', async (arg: { product: CartProduct }, thunkApi) =>
  (await requests()).addLine(arg, thunkApi),
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
