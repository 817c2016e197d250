// Primitives
export { Badge, type BadgeProps } from './components/badge/badge';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { ICON_NAMES, Icon, isIconName, type IconName, type IconProps } from './components/icon/icon';
export { IconButton, type IconButtonProps } from './components/icon-button/icon-button';
export { Link, type LinkProps } from './components/link/link';
export { Separator, type SeparatorProps } from './components/separator/separator';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { STATUS_TONES, StatusChip, type StatusChipProps, type StatusTone } from './components/status-chip/status-chip';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden/visually-hidden';

// Theme
export { writeColorModeCookie } from './components/color-mode/color-mode-cookie';
export {
  ColorModeProvider,
  useColorMode,
  useSystemColorMode,
  type ColorModeContextValue,
  type ColorModeProviderProps,
} from './components/color-mode/color-mode-provider';
export { ColorModeToggle, type ColorModeToggleProps } from './components/color-mode/color-mode-toggle';

// Feedback
export { Alert, type AlertProps, type AlertTone } from './components/alert/alert';
export { ErrorSummary, type ErrorSummaryProps } from './components/error-summary/error-summary';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorPage, NotFound, type ErrorPageProps, type NotFoundProps } from './components/error-page/error-page';
export { Delayed, LazyBoundary, type DelayedProps, type LazyBoundaryProps } from './components/lazy-boundary/lazy-boundary';
export { LoadingBar, type LoadingBarProps } from './components/loading-bar/loading-bar';
export { NoticeBar, type NoticeBarProps } from './components/notice-bar/notice-bar';
export {
  SHOP_TOASTS_POSITION,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/toast/toast';
export { Tooltip, TooltipProvider, type TooltipProps, type TooltipProviderProps } from './components/tooltip/tooltip';

// Forms
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { DatePicker, type DatePickerProps } from './components/date-picker/date-picker';
export { FilterBar, type FilterBarProps, type FilterBarSelect, type FilterBarValue } from './components/filter-bar/filter-bar';
export { Field, fieldErrorMessages, useField, type FieldBaseProps, type FieldErrors, type FieldProps, type FieldWiring } from './components/field/field';
export { OtpInput, type OtpInputProps } from './components/otp-input/otp-input';
export { PasswordField, type PasswordFieldProps } from './components/password-field/password-field';
export { passwordStrength, type PasswordStrength } from './components/password-field/password-strength';
export { PHONE_COUNTRIES, type PhoneCountry } from './components/phone-field/countries';
export { PhoneField, type PhoneFieldProps } from './components/phone-field/phone-field';
export { QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper/quantity-stepper';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group/radio-group';
export { NativeSelect, type NativeSelectProps } from './components/native-select/native-select';
export { Select, type SelectOption, type SelectProps } from './components/select/select';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { Textarea, type TextareaProps } from './components/textarea/textarea';
export { TimeslotPicker, type Timeslot, type TimeslotPickerProps } from './components/timeslot-picker/timeslot-picker';

// Overlays
export { Accordion, type AccordionItem, type AccordionProps } from './components/accordion/accordion';
export { Dialog, DialogClose, type DialogProps } from './components/dialog/dialog';
export { Drawer, type DrawerProps } from './components/drawer/drawer';
export { DropdownMenu, type DropdownMenuEntry, type DropdownMenuProps } from './components/dropdown-menu/dropdown-menu';
export { Popover, type PopoverProps } from './components/popover/popover';
export { Tabs, type TabItem, type TabsProps } from './components/tabs/tabs';

// Commerce
export { PriceBreakup, type PriceBreakupProps } from './components/price-breakup/price-breakup';
export { PriceTag, type PriceTagProps } from './components/price-tag/price-tag';
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from './components/product-card/product-card';
export { ProductImage, type ProductImageProps } from './components/product-image/product-image';
export { DeferredProductImage } from './components/product-image/deferred-product-image';
export { StockBadge, type StockBadgeProps, type StockStatus } from './components/stock-badge/stock-badge';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './components/breadcrumbs/breadcrumbs';
export type { RenderLink } from './lib/render-link';
export { CartLine, type CartLineProps } from './components/cart-line/cart-line';
export { OrderSummary, type OrderSummaryProps, type OrderSummaryRow } from './components/order-summary/order-summary';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './components/data-table/data-table';
export { LoadMore, Pagination, type LoadMoreProps, type PaginationProps } from './components/pagination/pagination';
export { SearchBox, type SearchBoxProps, type SearchSuggestion } from './components/search-box/search-box';
export { onComboboxInput, onComboboxKey, SearchField, type ComboboxKeys, type SearchFieldProps } from './components/search-box/search-field';
export { Stepper, type StepperProps } from './components/stepper/stepper';
export { Timeline, type TimelineEvent, type TimelineProps, type TimelineStep } from './components/timeline/timeline';
export { DEFAULT_TRUST_ITEMS, TrustRow, type TrustItem, type TrustRowProps } from './components/trust-row/trust-row';
export { CoinBalance, type CoinBalanceProps } from './components/coin-balance/coin-balance';
export { FilterPanel, type FilterGroup, type FilterPanelProps, type FilterValue } from './components/filter-panel/filter-panel';
export { GiftCardPreview, type GiftCardPreviewProps } from './components/gift-card-preview/gift-card-preview';
export { InstalmentProgress, type InstalmentProgressProps } from './components/instalment-progress/instalment-progress';
export { ProductGallery, type GalleryImage, type ProductGalleryProps } from './components/product-gallery/product-gallery';
export { StoreCard, type OpeningHours, type StoreCardProps } from './components/store-card/store-card';

// Kiosk
export { IdleWarning, type IdleWarningProps } from './components/idle-warning/idle-warning';
export { NumericKeypad, type NumericKeypadProps } from './components/numeric-keypad/numeric-keypad';
