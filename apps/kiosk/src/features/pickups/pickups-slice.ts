import { formatInr } from '@aurelia/domain';
import type { KioskPickup } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnLock } from '../../app/session-events';
import { isUnconfirmed, type CallFailure, type CounterAttempt, type CounterCall } from '../gift-cards';

/** What the counter does to a pick-up order: make it ready, or hand it over (taking the cash due). */
export type PickupAction = 'ready' | 'collect';

/** The request an attempt carries: which order, which step, and whether cash was taken. */
export interface PickupRequest {
  orderNumber: string;
  action: PickupAction;
  cashTaken: boolean;
  /** The cash taken (rupees), said back in the confirmation; 0 when none was due. */
  cash?: number;
}

/** How a hand-over's confirmation names the cash: its amount when some was taken. */
export const cashTakenText = (request: PickupRequest) => (request.cashTaken ? `, ${formatInr(request.cash ?? 0)} in cash taken` : '');

export interface PickupsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: KioskPickup[];
  /** The search as last sent: order number, name or phone. */
  query: string;
  /** The one step on its way or unconfirmed (kept with its key across locks), and what the shop answered. */
  call: CounterCall & { notice: string | null };
}

const idleCall: PickupsState['call'] = { status: 'idle', attempt: null, message: null, errors: null, notice: null };
const initialState: PickupsState = { status: 'idle', items: [], query: '', call: idleCall };

export const requestOf = (attempt: CounterAttempt) => JSON.parse(attempt.body) as PickupRequest;

export const pickupsSlice = createSlice({
  name: 'pickups',
  initialState,
  reducers: {
    pickupsLoading(state, action: PayloadAction<string>) {
      state.query = action.payload;
      if (state.status !== 'ready') state.status = 'loading';
    },
    pickupsLoaded(state, action: PayloadAction<{ query: string; items: KioskPickup[] }>) {
      // An answer to an older search is dropped: the newer one is on its way.
      if (action.payload.query !== state.query) return;
      state.status = 'ready';
      state.items = action.payload.items;
    },
    pickupsFailed(state) {
      if (state.status !== 'ready') state.status = 'failed';
    },
    pickupSent(state, action: PayloadAction<CounterAttempt>) {
      const again = isUnconfirmed(state.call) && state.call.attempt?.key === action.payload.key;
      state.call = { ...idleCall, status: again ? 'resending' : 'sending', attempt: action.payload };
    },
    pickupDone(state, action: PayloadAction<{ pickup: KioskPickup; notice: string }>) {
      state.call = { ...idleCall, status: 'done', notice: action.payload.notice };
      const { pickup } = action.payload;
      state.items = pickup.status === 'collected' ? state.items.filter((item) => item.order_number !== pickup.order_number) : state.items.map((item) => (item.order_number === pickup.order_number ? pickup : item));
    },
    pickupFailed(state, action: PayloadAction<CallFailure>) {
      state.call.status = action.payload.connection ? 'no-connection' : 'refused';
      state.call.message = action.payload.message;
      state.call.errors = action.payload.errors ?? null;
    },
    /** Staff discard an unconfirmed step, or dismiss the last answer: the next step gets a new key. */
    pickupCleared(state) {
      state.call = idleCall;
    },
  },
  extraReducers: (builder) => {
    // Locking leaves no customer on screen; a step the shop has not confirmed stays, with its key, to settle.
    resetOnLock(builder, initialState, (state) => ({
      call: isUnconfirmed(state.call) || state.call.status === 'sending' ? { ...state.call, notice: null } : idleCall,
    }));
  },
});

export const { pickupsLoading, pickupsLoaded, pickupsFailed, pickupSent, pickupDone, pickupFailed, pickupCleared } = pickupsSlice.actions;
