// Until the cart imports shared/ directly.
export * from '../shared/product-summary';
