import { accountEndpoints } from './account';
import { addressEndpoints } from './addresses';
import { backOfficeAdminEndpoints } from './back-office-admin';
import { backOfficeOrderEndpoints } from './back-office-orders';
import { backOfficeRateEndpoints } from './back-office-rates';
import { backOfficeRefundEndpoints } from './back-office-refunds';
import { backOfficeSessionEndpoints } from './back-office-session';
import { caratCoinEndpoints } from './carat-coins';
import { categoryEndpoints } from './categories';
import { checkoutEndpoints } from './checkout';
import { devEndpoints } from './dev';
import { endpoints, type EndpointDefinition } from './endpoints';
import { giftCardEndpoints } from './gift-cards';
import { goldPlanEndpoints } from './gold-plan';
import { invoiceEndpoints } from './invoices';
import { kioskEndpoints } from './kiosk';
import { orderCareEndpoints } from './order-care';
import { pageEndpoints } from './pages';
import { paymentEndpoints } from './payments';
import { staffGiftCardEndpoints } from './staff-gift-cards';
import { staffEndpoints } from './staff';
import { storeEndpoints } from './stores';
import { wishlistEndpoints } from './wishlist';

/** The tables an area of the shop declares, docs/behaviour.md §7's first; each name appears in one table only. */
export const endpointTables = [
  endpoints,
  categoryEndpoints,
  accountEndpoints,
  wishlistEndpoints,
  storeEndpoints,
  pageEndpoints,
  addressEndpoints,
  checkoutEndpoints,
  orderCareEndpoints,
  invoiceEndpoints,
  paymentEndpoints,
  giftCardEndpoints,
  goldPlanEndpoints,
  caratCoinEndpoints,
  staffEndpoints,
  staffGiftCardEndpoints,
  kioskEndpoints,
  backOfficeSessionEndpoints,
  backOfficeOrderEndpoints,
  backOfficeRefundEndpoints,
  backOfficeAdminEndpoints,
  backOfficeRateEndpoints,
  devEndpoints,
] as const;

/**
 * Every endpoint under `API_BASE_PATH`, by the name of the api-client function that calls it: the one
 * table the API registers its routes from and the client builds its calls from.
 */
export const allEndpoints = {
  ...endpoints,
  ...categoryEndpoints,
  ...accountEndpoints,
  ...wishlistEndpoints,
  ...storeEndpoints,
  ...pageEndpoints,
  ...addressEndpoints,
  ...checkoutEndpoints,
  ...orderCareEndpoints,
  ...invoiceEndpoints,
  ...paymentEndpoints,
  ...giftCardEndpoints,
  ...goldPlanEndpoints,
  ...caratCoinEndpoints,
  ...staffEndpoints,
  ...staffGiftCardEndpoints,
  ...kioskEndpoints,
  ...backOfficeSessionEndpoints,
  ...backOfficeOrderEndpoints,
  ...backOfficeRefundEndpoints,
  ...backOfficeAdminEndpoints,
  ...backOfficeRateEndpoints,
  ...devEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type AllEndpoints = typeof allEndpoints;
export type AnyEndpointName = keyof AllEndpoints;
