import type { Fulfilment } from '@aurelia/contracts';
import { DEFAULT_RETURN_WINDOW_DAYS, getSetting } from '@aurelia/domain';
import { TrustRow, type TrustItem } from '@aurelia/ui';
import { useAppSelector } from '../../shared/hooks';
import { selectSettings } from '../settings';

/** The setting that holds the days a shopper has to ask for a return (the API's `return_window_days`). */
export const RETURN_WINDOW_SETTING = 'return_window_days';

/** The return window in whole days from the shop's settings; the shop's default when it is missing or not a whole number. */
export function returnWindowDays(value: string | undefined): number {
  const days = Number((value ?? '').trim());
  return Number.isSafeInteger(days) && days > 0 ? days : DEFAULT_RETURN_WINDOW_DAYS;
}

/** What the shopper is promised beside "Place order": the payment, the way the piece reaches them, the returns. */
export function reassuranceItems(fulfilment: Fulfilment, returnDays: number): TrustItem[] {
  return [
    { icon: 'shield', title: 'Secure payment' },
    fulfilment === 'pickup' ? { icon: 'store', title: 'Kept safe in store until you collect' } : { icon: 'map-pin', title: 'Insured delivery' },
    { icon: 'calendar', title: `${returnDays}-day returns` },
  ];
}

/** The reassurance row under "Place order" (compact: icons and titles). */
export function CheckoutReassurance({ fulfilment }: { fulfilment: Fulfilment }) {
  const settings = useAppSelector(selectSettings);
  const days = returnWindowDays(getSetting(settings, RETURN_WINDOW_SETTING));
  return <TrustRow className="sf-checkout__reassurance" aria-label="Buying with us" items={reassuranceItems(fulfilment, days)} compact />;
}
