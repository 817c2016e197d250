import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contracts from './index';
import type {
  Appointment,
  AppointmentBody,
  AppointmentResponse,
  Attribute,
  AttributeListResponse,
  AuthResponse,
  BagItem,
  CartAddBody,
  CartItemInput,
  CartRemoveBody,
  CartResponse,
  CartSyncBody,
  CategoryRef,
  CheckAvailabilityBody,
  CheckAvailabilityResponse,
  ErrorResponse,
  LoginBody,
  LogoutResponse,
  PaginationMeta,
  PriceBreakup,
  Product,
  ProductImage,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  RegisterBody,
  Setting,
  SettingsResponse,
  Timeslot,
  TimeslotListQuery,
  TimeslotListResponse,
  User,
  UserResponse,
} from './index';

/** The names the api-client and the server import; renaming one breaks them. */
const requiredValues = [
  'errorResponseSchema', 'paginationMetaSchema', 'dataEnvelope', 'paginated', 'moneySchema', 'dateSchema', 'timeSchema',
  'categoryRefSchema', 'attributeSchema', 'attributeGroupSchema', 'productImageSchema', 'priceBreakupSchema',
  'productSchema', 'productListQuerySchema', 'productListResponseSchema', 'productSlugParamsSchema',
  'productIdParamsSchema', 'productResponseSchema', 'attributeListResponseSchema',
  'cartItemSchema', 'cartAddBodySchema', 'cartRemoveBodySchema', 'bagItemSchema', 'cartResponseSchema',
  'cartSyncBodySchema', 'checkAvailabilityBodySchema', 'checkAvailabilityResponseSchema',
  'userSchema', 'loginBodySchema', 'registerBodySchema', 'authResponseSchema', 'userResponseSchema',
  'logoutResponseSchema',
  'timeslotSchema', 'timeslotListQuerySchema', 'timeslotListResponseSchema', 'appointmentBodySchema',
  'appointmentSchema', 'appointmentResponseSchema',
  'settingSchema', 'settingsResponseSchema', 'settingsListResponseSchema',
  'API_BASE_PATH', 'endpoints',
];

describe('the public entry point', () => {
  it('exports every schema and helper the other projects rely on', () => {
    const exported: Record<string, unknown> = contracts;
    const missing = requiredValues.filter((name) => exported[name] === undefined);
    expect(missing).toEqual([]);
    expect(contracts.API_BASE_PATH).toBe('/api/v1');
  });
  it('exports the inferred types', () => {
    expectTypeOf<ErrorResponse>().toEqualTypeOf<{ message: string; errors?: Record<string, string[]> | undefined }>();
    expectTypeOf<PaginationMeta['last_page']>().toBeNumber();
    expectTypeOf<Product['categories']>().toEqualTypeOf<CategoryRef[]>();
    expectTypeOf<Product['attributes']>().toEqualTypeOf<Attribute[]>();
    expectTypeOf<Product['images']>().toEqualTypeOf<ProductImage[]>();
    expectTypeOf<Product['price_breakup']>().toEqualTypeOf<PriceBreakup>();
    expectTypeOf<ProductResponse['data']>().toEqualTypeOf<Product>();
    expectTypeOf<ProductListResponse['data']>().toEqualTypeOf<Product[]>();
    expectTypeOf<AttributeListResponse['data']>().toEqualTypeOf<Attribute[]>();
    expectTypeOf<ProductListQuery>().toHaveProperty('filters');
    expectTypeOf<CartAddBody>().toEqualTypeOf<CartItemInput>();
    expectTypeOf<CartSyncBody['cart']>().toEqualTypeOf<CartItemInput[]>();
    expectTypeOf<CartRemoveBody>().toEqualTypeOf<{ item_id: number; item_type: 'product' }>();
    expectTypeOf<CartResponse['data']['bag_items']>().toEqualTypeOf<BagItem[]>();
    expectTypeOf<CheckAvailabilityBody['quantity']>().toBeNumber();
    expectTypeOf<CheckAvailabilityResponse>().toEqualTypeOf<{ is_available: boolean }>();
    expectTypeOf<LoginBody>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<RegisterBody>().toHaveProperty('password_confirmation').toBeString();
    expectTypeOf<AuthResponse['user']>().toEqualTypeOf<User>();
    expectTypeOf<UserResponse['data']>().toEqualTypeOf<User>();
    expectTypeOf<LogoutResponse>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<TimeslotListQuery>().toEqualTypeOf<{ store?: string | undefined; date?: string | undefined }>();
    expectTypeOf<TimeslotListResponse['data']>().toEqualTypeOf<Timeslot[]>();
    expectTypeOf<AppointmentBody['timeslot_id']>().toBeNumber();
    expectTypeOf<AppointmentResponse['data']>().toEqualTypeOf<Appointment>();
    expectTypeOf<SettingsResponse>().toEqualTypeOf<Setting[] | { data: Setting[] }>();
  });
});
