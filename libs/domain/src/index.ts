export * from './constants';
export { isUnauthenticatedResponse } from './auth/unauthenticated';
