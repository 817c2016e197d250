import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { selectIsSignedIn } from '../auth/auth-slice';

export interface WishlistState {
  /** Product ids on the signed-in shopper's wishlist. */
  productIds: number[];
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
}

const initialState: WishlistState = { productIds: [], status: 'idle' };

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
        if (action.payload === 'signed-out') return;
        state.productIds = wishlisted ? state.productIds.filter((id) => id !== productId) : [...new Set([...state.productIds, productId])];
      });
  },
  selectors: {
    selectWishlistIds: (state) => state.productIds,
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

export const { wishlistReceived, wishlistCleared } = wishlistSlice.actions;
export const { selectWishlistIds } = wishlistSlice.selectors;
