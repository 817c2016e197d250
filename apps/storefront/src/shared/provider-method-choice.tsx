import type { ProviderMethod } from '@aurelia/contracts';
import { RadioGroup, type RadioGroupProps } from '@aurelia/ui';
import { PAYMENT_METHOD_LABELS, PROVIDER_METHODS } from './order-labels';

/** "Pay with": the ways to pay through the payment provider, UPI first, as the gift card, gold plan and retry forms ask. */
export function ProviderMethodChoice({
  value,
  onChange,
  errors,
  variant,
}: {
  value: ProviderMethod;
  onChange: (method: ProviderMethod) => void;
  errors?: RadioGroupProps['errors'];
  variant?: RadioGroupProps['variant'];
}) {
  return (
    <RadioGroup
      label="Pay with"
      name="payment_method"
      {...(variant ? { variant } : {})}
      value={value}
      onValueChange={(next) => onChange(next as ProviderMethod)}
      options={PROVIDER_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
      errors={errors}
    />
  );
}
