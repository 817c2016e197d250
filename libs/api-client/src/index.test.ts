import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public entry point', () => {
  it('exports the client factory, the query encoder, the error classes and their guards', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ApiError',
        'HttpError',
        'NetworkError',
        'TimeoutError',
        'createApiClient',
        'encodeProductQuery',
        'isApiError',
        'isHttpError',
        'isNetworkError',
        'isNoQueryResults',
        'isTimeoutError',
      ].sort(),
    );
  });

  it('creates a client with one function per endpoint of SPEC.md §7 and per endpoint we designed', () => {
    const options = { baseURL: '/api/v1', getToken: () => null, onUnauthenticated: () => undefined };
    const client = api.createApiClient(options);
    expect(Object.keys(client).sort()).toEqual(
      [
        'addToCart',
        'bookAppointment',
        'checkProductAvailable',
        'getAttributes',
        'getCart',
        'getProductById',
        'getProductBySlug',
        'getProducts',
        'getSettings',
        'getTimeslots',
        'getUser',
        'login',
        'logout',
        'register',
        'removeFromCart',
        'syncCart',
        // ARCHITECTURE.md "Endpoints we design"
        'getCategories',
        'requestOtp',
        'verifyOtp',
        'forgotPassword',
        'resetPassword',
        'updateProfile',
        'changePassword',
        'getWishlist',
        'addToWishlist',
        'removeFromWishlist',
        'getStores',
        'getStore',
        'getPages',
        'getPage',
        'getStaffAppointments',
        'checkInAppointment',
        'completeAppointment',
        'markNoShow',
        'cancelAppointment',
        'moveAppointment',
        'bookWalkIn',
        'issueCounterGiftCard',
        'lookUpGiftCard',
        'redeemGiftCard',
        'registerKioskDevice',
        'getKioskDevice',
        'unlockKiosk',
        'getAddresses',
        'createAddress',
        'deleteAddress',
        'getCheckoutSummary',
        'placeOrder',
        'getOrders',
        'getOrder',
        'retryOrderPayment',
        'getPayment',
        'getGiftCards',
        'buyGiftCard',
        'checkGiftCardBalance',
        'getGoldPlans',
        'getGoldPlanSubscriptions',
        'subscribeToGoldPlan',
        'getGoldPlanSubscription',
        'redeemGoldPlan',
        'closeGoldPlanEarly',
        'getGoldPlanPayment',
        'payGoldPlanInstalment',
        'getGoldPlanTransaction',
        'getCaratCoins',
        'getOutbox',
        'updateDevSettings',
      ].sort(),
    );
  });
});
