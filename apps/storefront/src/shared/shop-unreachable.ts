/** What a shopper is told when a call, or the code that makes it, never got an answer: the connection is away. */
export const SHOP_UNREACHABLE = 'We could not reach the shop just now. Please check your connection and try again.';
