import type {
  AuthResponse,
  CategoryListResponse,
  ChangePasswordBody,
  DevSettingsBody,
  ForgotPasswordBody,
  MessageResponse,
  OtpRequestBody,
  OtpVerifyBody,
  OutboxQuery,
  OutboxResponse,
  PageListResponse,
  PageResponse,
  ResetPasswordBody,
  Setting,
  StaffAppointmentListQuery,
  StaffAppointmentListResponse,
  StaffAppointmentResponse,
  StoreListQuery,
  StoreListResponse,
  StoreResponse,
  UpdateProfileBody,
  UserResponse,
  WishlistItemBody,
  WishlistResponse,
} from '@aurelia/contracts';
import { listOf, verbs, type RequestOptions, type Send } from './http';

/**
 * One function per endpoint of ARCHITECTURE.md "Endpoints we design" that the API serves (SPEC.md §7 does
 * not show them). Every function rejects with an `ApiError` (`HttpError`, `NetworkError`, `TimeoutError`).
 */
export interface DesignedEndpoints {
  /** `GET /categories`: every category with its product count. */
  getCategories(options?: RequestOptions): Promise<CategoryListResponse>;

  /** `POST /auth/otp/request`: emails a sign-in code; the same answer whether or not the account exists. */
  requestOtp(body: OtpRequestBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/otp/verify`: signs in with the emailed code. */
  verifyOtp(body: OtpVerifyBody, options?: RequestOptions): Promise<AuthResponse>;
  /** `POST /auth/forgot-password`: emails a reset link; the same answer whether or not the account exists. */
  forgotPassword(body: ForgotPasswordBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/reset-password`: sets a new password with the emailed token. */
  resetPassword(body: ResetPasswordBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `PUT /user`: the signed-in user's name, email and phone. */
  updateProfile(body: UpdateProfileBody, options?: RequestOptions): Promise<UserResponse>;
  /** `PUT /user/password`: changes the password; other sessions are signed out. */
  changePassword(body: ChangePasswordBody, options?: RequestOptions): Promise<MessageResponse>;

  /** `GET /wishlist`: the signed-in user's wishlist, most recently added first. */
  getWishlist(options?: RequestOptions): Promise<WishlistResponse>;
  /** `POST /wishlist/add` (idempotent); answers with the wishlist. */
  addToWishlist(body: WishlistItemBody, options?: RequestOptions): Promise<WishlistResponse>;
  /** `POST /wishlist/remove`; removing an absent product is not an error. Answers with the wishlist. */
  removeFromWishlist(body: WishlistItemBody, options?: RequestOptions): Promise<WishlistResponse>;

  /** `GET /stores?city=`: the stores in display order, optionally in one city (ignoring case). */
  getStores(query?: StoreListQuery, options?: RequestOptions): Promise<StoreListResponse>;
  /** `GET /stores/{slug}`; an unknown store rejects with a 404 that `isNoQueryResults` recognises. */
  getStore(slug: string, options?: RequestOptions): Promise<StoreResponse>;
  /** `GET /pages`: every CMS page's slug and title, for the footer. */
  getPages(options?: RequestOptions): Promise<PageListResponse>;
  /** `GET /pages/{slug}`: a CMS page with its sanitized HTML; an unknown page rejects with a 404. */
  getPage(slug: string, options?: RequestOptions): Promise<PageResponse>;

  /** `GET /staff/appointments?date=&q=`: a day's appointments at the staff member's store (today by default). */
  getStaffAppointments(
    query?: StaffAppointmentListQuery,
    options?: RequestOptions,
  ): Promise<StaffAppointmentListResponse>;
  /** `POST /staff/appointments/{id}/check-in`, without a body: checks in a booked appointment of today. */
  checkInAppointment(id: number, options?: RequestOptions): Promise<StaffAppointmentResponse>;

  /** `GET /dev/outbox?to=`: development only, the latest outbox messages (OTP codes, reset links). */
  getOutbox(query?: OutboxQuery, options?: RequestOptions): Promise<OutboxResponse>;
  /**
   * `PUT /dev/settings` with `{ settings }`: development only (end-to-end tests), creates or changes 1 to 20
   * settings, each key once. Resolves to every setting, as `getSettings` does.
   */
  updateDevSettings(settings: DevSettingsBody['settings'], options?: RequestOptions): Promise<Setting[]>;
}

/** The functions of {@link DesignedEndpoints} on the client's sender. */
export function createDesignedEndpoints(send: Send): DesignedEndpoints {
  const { get, post, put } = verbs(send);
  const segment = (value: string | number) => encodeURIComponent(String(value));

  return {
    getCategories: (init) => get('/categories', init),

    requestOtp: (body, init) => post('/auth/otp/request', body, init),
    verifyOtp: (body, init) => post('/auth/otp/verify', body, init),
    forgotPassword: (body, init) => post('/auth/forgot-password', body, init),
    resetPassword: (body, init) => post('/auth/reset-password', body, init),
    updateProfile: (body, init) => put('/user', body, init),
    changePassword: (body, init) => put('/user/password', body, init),

    getWishlist: (init) => get('/wishlist', init),
    addToWishlist: (body, init) => post('/wishlist/add', body, init),
    removeFromWishlist: (body, init) => post('/wishlist/remove', body, init),

    getStores: (query, init) => get('/stores', init, query),
    getStore: (slug, init) => get(`/stores/${segment(slug)}`, init),
    getPages: (init) => get('/pages', init),
    getPage: (slug, init) => get(`/pages/${segment(slug)}`, init),

    getStaffAppointments: (query, init) => get('/staff/appointments', init, query),
    checkInAppointment: (id, init) =>
      send({ method: 'POST', path: `/staff/appointments/${segment(id)}/check-in`, signal: init?.signal }),

    getOutbox: (query, init) => get('/dev/outbox', init, query),
    updateDevSettings: (settings, init) =>
      send({
        method: 'PUT',
        path: '/dev/settings',
        body: { settings } satisfies DevSettingsBody,
        signal: init?.signal,
        read: listOf<Setting>,
      }),
  };
}
