// Until the cart and toasts import shared/ directly.
export * from '../shared/hooks';
