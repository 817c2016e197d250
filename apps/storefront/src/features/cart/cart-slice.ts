import {
  addItemToCart,
  cartItemKey,
  cartQuantity,
  cartTotal,
  emptyLocalCart,
  moveToTemporaryCart,
  productKey,
  removeItemFromCart,
  type CartItem,
  type CartItemRef,
  type LocalCart,
} from '@aurelia/domain';
import { createSlice, current, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { productSummaryOf, type ProductSummary } from '../../shared/product-summary';

/** What the cart keeps of a product to draw its line (kept in localStorage too, so no more than that). */
export type CartProduct = ProductSummary;

export interface CartState {
  /** The local cart (docs/behaviour.md §3), kept in localStorage by redux-persist. */
  cart: LocalCart<CartProduct>;
  /** Items moved out of the cart, same shape. */
  temporary: LocalCart<CartProduct>;
  /** Keys (`product:12`) of lines with a call in flight, so their buttons show progress. */
  pending: string[];
  /**
   * Keys of lines the server last said cannot be bought in their quantity (stock sold meanwhile); not kept
   * across visits: the bag page asks again.
   */
  unavailable: string[];
  /**
   * Adds the bag shows before the server has answered them (docs/behaviour.md §4): the request, its line and how
   * many it added, so a refusal takes back exactly that. Not kept across visits.
   */
  adding: AddInFlight[];
}

/** An add shown at once and not yet answered. */
export interface AddInFlight {
  /** The add's request id (createAsyncThunk's). */
  id: string;
  /** The line's key (`product:12`). */
  key: string;
  quantity: number;
}

export const initialCartState: CartState = { cart: emptyLocalCart(), temporary: emptyLocalCart(), pending: [], unavailable: [], adding: [] };

/** An answer to an add (cart-actions.ts `addToCart`), matched by its type: the thunk dispatches this slice's actions. */
interface AddAnswer {
  type: string;
  meta: { requestId: string };
}

const isAddAnswer = (action: { type: string }): action is AddAnswer => /^cart\/addToCart\/(fulfilled|rejected)$/.test(action.type);

/** `cart` with `quantity` more of each of `lines`, drawn as `from` draws them (its products and stock). */
export function cartWithLinesOf(cart: LocalCart<CartProduct>, from: LocalCart<CartProduct>, lines: readonly Omit<AddInFlight, 'id'>[]) {
  let next = cart;
  for (const { key, quantity } of lines) {
    const line = from.items.find((item) => cartItemKey(item) === key);
    if (!line) continue;
    next = addItemToCart(next, { ...line, quantity }, from.products.find((p) => productKey(p) === key));
    const stock = from.stock[key];
    if (stock !== undefined) next = { ...next, stock: { ...next.stock, [key]: stock } };
  }
  return next;
}

const withoutKey = (keys: string[], key: string) => keys.filter((other) => other !== key);

/**
 * Adds `item` to the cart; with an `id`, as an add shown before the server's answer, kept in `adding` until then.
 * The new cart is made from the cart as it is (`current`) rather than through the draft, so that the press's
 * reducer makes no proxies of the cart's lines and products to copy them.
 */
function addLine(state: Draft<CartState>, item: CartItem, product?: CartProduct, id?: string) {
  const key = cartItemKey(item);
  const cart = addItemToCart(current(state.cart), item, product && productSummaryOf(product));
  state.cart = product ? { ...cart, stock: { ...cart.stock, [key]: product.stock } } : cart;
  if (id) state.adding.push({ id, key, quantity: item.quantity });
}

/** An add's pending action (cart-actions.ts `addToCart`) with the line it shows at once, if it is not refused. */
interface AddShown {
  type: string;
  meta: { requestId: string; arg: { product: CartProduct }; shown: CartItem | null };
}

const isAddShown = (action: { type: string }): action is AddShown => action.type === 'cart/addToCart/pending';

/**
 * The local cart and the temporary cart as events over the libs/domain rules; server calls are thunks
 * (cart-actions.ts), toasts are listeners (cart-listeners.ts).
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartLineBusy(state, action: PayloadAction<CartItemRef>) {
      const key = cartItemKey(action.payload);
      if (!state.pending.includes(key)) state.pending.push(key);
    },
    cartLineIdle(state, action: PayloadAction<CartItemRef>) {
      const key = cartItemKey(action.payload);
      state.pending = state.pending.filter((pending) => pending !== key);
    },
    /** A line added or grown, no server answer awaited (an add the shopper presses comes with addToCart's pending action). */
    itemAdded(state, action: PayloadAction<{ item: CartItem; product?: CartProduct }>) {
      addLine(state, action.payload.item, action.payload.product);
    },
    itemRemoved(state, action: PayloadAction<CartItemRef>) {
      state.cart = removeItemFromCart(state.cart, action.payload);
      state.unavailable = withoutKey(state.unavailable, cartItemKey(action.payload));
    },
    quantitySet(state, action: PayloadAction<CartItemRef & { quantity: number }>) {
      const key = cartItemKey(action.payload);
      const line = state.cart.items.find((item) => cartItemKey(item) === key);
      if (line && Number.isSafeInteger(action.payload.quantity) && action.payload.quantity >= 1) {
        line.quantity = action.payload.quantity;
        // A new quantity is only set once the server said it can be bought.
        state.unavailable = withoutKey(state.unavailable, key);
      }
    },
    movedToTemporaryCart(state) {
      const moved = moveToTemporaryCart(state.cart, state.temporary);
      state.cart = moved.cart;
      state.temporary = moved.temporary;
      state.unavailable = [];
    },
    /** The server's answer for every line of the bag: the keys of those that cannot be bought as they are. */
    bagChecked(state, action: PayloadAction<string[]>) {
      state.unavailable = action.payload;
    },
    /** The temporary cart's items went back into the cart (their availability was checked first). */
    restoredFromTemporaryCart(state, action: PayloadAction<CartItem[]>) {
      for (const item of action.payload) {
        const key = cartItemKey(item);
        const product = state.temporary.products.find((p) => productKey(p) === key);
        state.cart = addItemToCart(state.cart, item, product);
        state.temporary = removeItemFromCart(state.temporary, item);
      }
    },
    /**
     * The server's cart after a sync or a change: its lines replace the local ones (the server merged both, or
     * applied the change); the line it `accepted` in its new quantity is no longer marked unavailable. Adds shown
     * but not yet answered stay on top, except the one this answers (`confirming`, its request id).
     */
    serverCartReceived(
      state,
      action: PayloadAction<{ items: CartItem[]; products: CartProduct[]; accepted?: CartItemRef; confirming?: string }>,
    ) {
      const next = emptyLocalCart<CartProduct>();
      let cart = next;
      for (const item of action.payload.items) {
        const product = action.payload.products.find((p) => p.item_id === item.item_id);
        cart = addItemToCart(cart, item, product && productSummaryOf(product));
        if (product) cart.stock[cartItemKey(item)] = product.stock;
      }
      // The adds still waiting for their answer are not in this one yet (the server cart's adds go one at a time).
      const waiting = state.adding.filter((add) => add.id !== action.payload.confirming);
      state.cart = cartWithLinesOf(cart, state.cart, waiting);
      const { accepted } = action.payload;
      if (accepted) state.unavailable = withoutKey(state.unavailable, cartItemKey(accepted));
    },
    cartCleared(state) {
      state.cart = emptyLocalCart();
      state.temporary = emptyLocalCart();
      state.pending = [];
      state.unavailable = [];
      state.adding = [];
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAddShown, (state, { meta }) => {
      if (meta.shown) addLine(state, meta.shown, meta.arg.product, meta.requestId);
    });
    builder.addMatcher(isAddAnswer, (state, action) => {
      const add = state.adding.find((other) => other.id === action.meta.requestId);
      if (!add) return;
      state.adding = state.adding.filter((other) => other !== add);
      const line = state.cart.items.find((item) => cartItemKey(item) === add.key);
      // Refused or unanswered: the line loses what this add put there, and nothing else of the bag changes.
      if (!line || action.type.endsWith('fulfilled')) return;
      if (line.quantity > add.quantity) line.quantity -= add.quantity;
      else state.cart = removeItemFromCart(state.cart, line);
    });
  },
  selectors: {
    selectCart: (state) => state.cart,
    selectTemporaryCart: (state) => state.temporary,
    selectCartCount: (state) => cartQuantity(state.cart.items),
    selectCartTotal: (state) => cartTotal(state.cart.items),
    selectPendingLines: (state) => state.pending,
    selectUnavailableLines: (state) => state.unavailable,
  },
});

export const {
  cartLineBusy,
  cartLineIdle,
  itemAdded,
  itemRemoved,
  quantitySet,
  movedToTemporaryCart,
  bagChecked,
  restoredFromTemporaryCart,
  serverCartReceived,
  cartCleared,
} = cartSlice.actions;
export const { selectCart, selectTemporaryCart, selectCartCount, selectCartTotal, selectPendingLines, selectUnavailableLines } = cartSlice.selectors;
