import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { selectIsSignedIn } from '../auth/auth-slice';

export interface WishlistState {
  /** Product ids on the signed-in shopper's wishlist. */
  productIds: number[];
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A product a guest tried to save: it is saved once they sign in. */
  deferredProductId: number | null;
}

const initialState: WishlistState = { productIds: [], status: 'idle', deferredProductId: null };

/** The signed-in shopper's wishlist as product ids, so every heart on the page agrees. */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistReceived(state, action: PayloadAction<number[]>) {
      state.productIds = action.payload;
      state.status = 'succeeded';
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
        state.productIds = wishlisted ? [...new Set([...state.productIds, productId])] : state.productIds.filter((id) => id !== productId);
      })
      .addCase(toggleWishlist.rejected, (state, action) => {
        const { productId, wishlisted } = action.meta.arg;
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
export const loadWishlist = createAppAsyncThunk('wishlist/load', async (_: void, { dispatch, extra }) => {
  const response = await extra.api.getWishlist();
  const ids = response.data.map((product) => product.id);
  dispatch(wishlistSlice.actions.wishlistReceived(ids));
  return ids;
});

/** Saves or unsaves a product; a guest is asked to sign in (rejects with `signed-out`). */
export const toggleWishlist = createAppAsyncThunk(
  'wishlist/toggle',
  async ({ productId, wishlisted }: { productId: number; wishlisted: boolean }, { getState, extra, rejectWithValue }) => {
    if (!selectIsSignedIn(getState())) return rejectWithValue('signed-out');
    try {
      if (wishlisted) await extra.api.addToWishlist({ item_id: productId, item_type: 'product' });
      else await extra.api.removeFromWishlist({ item_id: productId, item_type: 'product' });
      return wishlisted;
    } catch {
      return rejectWithValue('failed');
    }
  },
);

export const { wishlistReceived, wishlistCleared, deferredSaveDone } = wishlistSlice.actions;
export const { selectWishlistIds, selectWishlistLoaded } = wishlistSlice.selectors;
