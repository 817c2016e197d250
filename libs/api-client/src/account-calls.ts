import type {
  AddressBody,
  AddressListResponse,
  AddressResponse,
  AuthResponse,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LogoutResponse,
  MessageResponse,
  OtpRequestBody,
  OtpVerifyBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateProfileBody,
  UserResponse,
  VerifyEmailBody,
  VerifyEmailResponse,
  WishlistItemBody,
  WishlistResponse,
} from '@aurelia/contracts';
import { keyedInit, type Call, type KeyedRequestOptions } from './call';
import type { RequestOptions } from './http';

/** Signing in and out, the account, its addresses and its wishlist. */
export interface AccountCalls {
  /** `POST /auth/login`. */
  login(body: LoginBody, options?: RequestOptions): Promise<AuthResponse>;
  /** `POST /auth/register`. */
  register(body: RegisterBody, options?: RequestOptions): Promise<AuthResponse>;
  /** `POST /auth/logout`, without a body. */
  logout(options?: RequestOptions): Promise<LogoutResponse>;
  /** `GET /user`. */
  getUser(options?: RequestOptions): Promise<UserResponse>;
  /** `POST /auth/otp/request`: emails a sign-in code; the same answer whether or not the account exists. */
  requestOtp(body: OtpRequestBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/otp/verify`: signs in with the emailed code. */
  verifyOtp(body: OtpVerifyBody, options?: RequestOptions): Promise<AuthResponse>;
  /** `POST /auth/forgot-password`: emails a reset link; the same answer whether or not the account exists. */
  forgotPassword(body: ForgotPasswordBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/reset-password`: sets a new password with the emailed token. */
  resetPassword(body: ResetPasswordBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/email/verify`: verifies the address of an emailed link (a changed email takes effect then). */
  verifyEmail(body: VerifyEmailBody, options?: RequestOptions): Promise<VerifyEmailResponse>;
  /** `PUT /user`: the signed-in user's name, email and phone; a new email needs `current_password`. */
  updateProfile(body: UpdateProfileBody, options?: RequestOptions): Promise<UserResponse>;
  /** `PUT /user/password`: changes the password; other sessions are signed out. */
  changePassword(body: ChangePasswordBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `GET /wishlist`: the signed-in user's wishlist, most recently added first. */
  getWishlist(options?: RequestOptions): Promise<WishlistResponse>;
  /** `POST /wishlist/add` (idempotent); answers with the wishlist. */
  addToWishlist(body: WishlistItemBody, options?: RequestOptions): Promise<WishlistResponse>;
  /** `POST /wishlist/remove`; removing an absent product is not an error. Answers with the wishlist. */
  removeFromWishlist(body: WishlistItemBody, options?: RequestOptions): Promise<WishlistResponse>;
  /** `GET /addresses`: the saved delivery addresses, the default first. */
  getAddresses(options?: RequestOptions): Promise<AddressListResponse>;
  /**
   * `POST /addresses`: saves a delivery address (Indian PIN code); resolves to the saved address (201). With
   * `idempotencyKey`, the same key and address sent again resolve to the address saved first, and save nothing more.
   */
  createAddress(body: AddressBody, options?: KeyedRequestOptions): Promise<AddressResponse>;
  /** `DELETE /addresses/{id}`: resolves to the addresses left; another user's address rejects with a 404. */
  deleteAddress(id: number, options?: RequestOptions): Promise<AddressListResponse>;
}

/** The functions of {@link AccountCalls}, each a call of its endpoint in the contract's table. */
export function createAccountCalls(call: Call): AccountCalls {
  return {
    login: (body, init) => call('login', { body, signal: init?.signal }),
    register: (body, init) => call('register', { body, signal: init?.signal }),
    logout: (init) => call('logout', { signal: init?.signal }),
    getUser: (init) => call('getUser', { signal: init?.signal }),
    requestOtp: (body, init) => call('requestOtp', { body, signal: init?.signal }),
    verifyOtp: (body, init) => call('verifyOtp', { body, signal: init?.signal }),
    forgotPassword: (body, init) => call('forgotPassword', { body, signal: init?.signal }),
    resetPassword: (body, init) => call('resetPassword', { body, signal: init?.signal }),
    verifyEmail: (body, init) => call('verifyEmail', { body, signal: init?.signal }),
    updateProfile: (body, init) => call('updateUser', { body, signal: init?.signal }),
    changePassword: (body, init) => call('changePassword', { body, signal: init?.signal }),
    getWishlist: (init) => call('getWishlist', { signal: init?.signal }),
    addToWishlist: (body, init) => call('addToWishlist', { body, signal: init?.signal }),
    removeFromWishlist: (body, init) => call('removeFromWishlist', { body, signal: init?.signal }),
    getAddresses: (init) => call('listAddresses', { signal: init?.signal }),
    createAddress: (body, init) => call('createAddress', { body, ...keyedInit(init) }),
    deleteAddress: (id, init) => call('deleteAddress', { params: { id }, signal: init?.signal }),
  };
}
