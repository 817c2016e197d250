import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { StoreServices } from './services';
import type { AppDispatch, AppStore, RootState } from './state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** What every thunk of the app sees: the store's state, dispatch and services. */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: StoreServices;
  rejectValue: string;
}

/** Thunks with the store's state, dispatch and services typed. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<AppThunkConfig>();
