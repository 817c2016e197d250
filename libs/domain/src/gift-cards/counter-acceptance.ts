/** Why a counter refuses a card the payment sandbox paid for, unless the whole shop runs as a demonstration. */
export const SANDBOX_CARD_AT_COUNTER_MESSAGE = 'This card was paid in the payment sandbox and is not accepted at a counter.';
