import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../shared/hooks';
import { selectIsSignedIn } from '../../shared/session';

export interface WishlistState {
  /** Product ids on the signed-in shopper's wishlist. */
  productIds: number[];
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A product a guest tried to save: it is saved once they sign in. */
  deferredProductId: number | null;
  /** Hearts tapped whose call is still in flight (product id → saved), laid over a list that arrives meanwhile. */
  inFlight: Record<number, boolean>;
  /** Counts the server's answers to taps: a list asked for before the latest answer is out of date. */
  revision: number;
}

const initialState: WishlistState = { productIds: [], status: 'idle', deferredProductId: null, inFlight: {}, revision: 0 };

/** The ids with the in-flight taps applied: a list loaded while a tap is on its way must not undo it. */
function withInFlight(ids: readonly number[], inFlight: Record<number, boolean>): number[] {
  const result = new Set(ids);
  for (const [id, saved] of Object.entries(inFlight)) {
    if (saved) result.add(Number(id));
    else result.delete(Number(id));
  }
  return [...result];
}

/** The signed-in shopper's wishlist as product ids, so every heart on the page agrees. */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** The list from `GET /wishlist`, asked for at `revision`. */
    wishlistReceived(state, action: PayloadAction<{ ids: number[]; revision: number }>) {
      state.status = 'succeeded';
      // Asked for before a tap was answered: that answer (already applied) is newer than this list.
      if (action.payload.revision !== state.revision) return;
      state.productIds = withInFlight(action.payload.ids, state.inFlight);
    },
    wishlistCleared() {
      return initialState;
    },
    deferredSaveDone(state) {
      state.deferredProductId = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadWishlist.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(loadWishlist.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(toggleWishlist.pending, (state, action) => {
        // Optimistic: the heart changes at once and goes back if the server refuses.
        const { productId, wishlisted } = action.meta.arg;
        state.inFlight[productId] = wishlisted;
        state.productIds = wishlisted ? [...new Set([...state.productIds, productId])] : state.productIds.filter((id) => id !== productId);
      })
      .addCase(toggleWishlist.fulfilled, (state, action) => {
        // The add or remove call answers with the whole list: the newest word on it.
        delete state.inFlight[action.meta.arg.productId];
        state.revision += 1;
        state.productIds = withInFlight(action.payload, state.inFlight);
      })
      .addCase(toggleWishlist.rejected, (state, action) => {
        const { productId, wishlisted } = action.meta.arg;
        delete state.inFlight[productId];
        // A guest's heart is not saved yet: it is put back, and saved after they sign in.
        if (action.payload === 'signed-out' && wishlisted) state.deferredProductId = productId;
        state.productIds = wishlisted ? state.productIds.filter((id) => id !== productId) : [...new Set([...state.productIds, productId])];
      });
  },
  selectors: {
    selectWishlistIds: (state) => state.productIds,
    selectWishlistLoaded: (state) => state.status === 'succeeded',
  },
});

/** Loads the signed-in shopper's wishlist. */
export const loadWishlist = createAppAsyncThunk('wishlist/load', async (_: void, { dispatch, extra, getState }) => {
  const { revision } = getState().wishlist;
  const response = await extra.api.getWishlist();
  const ids = response.data.map((product) => product.id);
  dispatch(wishlistSlice.actions.wishlistReceived({ ids, revision }));
  return ids;
});

/** Saves or unsaves a product; a guest is asked to sign in (rejects with `signed-out`). */
export const toggleWishlist = createAppAsyncThunk(
  'wishlist/toggle',
  async ({ productId, wishlisted }: { productId: number; wishlisted: boolean }, { getState, extra, rejectWithValue }) => {
    if (!selectIsSignedIn(getState())) return rejectWithValue('signed-out');
    try {
      const item = { item_id: productId, item_type: 'product' } as const;
      const response = wishlisted ? await extra.api.addToWishlist(item) : await extra.api.removeFromWishlist(item);
      return response.data.map((product) => product.id);
    } catch {
      return rejectWithValue('failed');
    }
  },
);

export const { wishlistReceived, wishlistCleared, deferredSaveDone } = wishlistSlice.actions;
export const { selectWishlistIds, selectWishlistLoaded } = wishlistSlice.selectors;
