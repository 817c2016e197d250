/** What the session uses of gift cards: whether a call is still unconfirmed when the kiosk would lock. */
export { isUnconfirmed } from './gift-cards-slice';
