export { createApiClient, createEndpointCall } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
export type { StaffActionOptions } from './store-calls';
export { listOf } from './http';
export type { AbortSignalLike, TokenGetter } from './http';
export type { RetryOptions } from './retry';
export type { Call, CallInput, CallResult, EndpointName, KeyedRequestOptions, ResponseChecking } from './call';
export { encodeProductQuery } from './query';
export { newIdempotencyKey } from './idempotency-key';
export type { ProductListParams } from './query';
export {
  ApiError,
  HttpError,
  NetworkError,
  TimeoutError,
  failureOf,
  isApiError,
  isConnectionProblem,
  isHttpError,
  isNetworkError,
  isNoQueryResults,
  isTimeoutError,
  NO_CONNECTION_MESSAGE,
  TRY_AGAIN_MESSAGE,
} from './errors';
export type { ApiErrorName, ApiRequestInfo, CallFailure, FieldErrors } from './errors';
