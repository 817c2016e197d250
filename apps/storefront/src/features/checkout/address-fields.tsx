import type { FieldErrors } from '@aurelia/api-client';
import type { AddressBody, User } from '@aurelia/contracts';
import { TextField } from '@aurelia/ui';
import { fieldText } from '../../shared/use-form-action';

/** A new delivery address, its fields named as `POST /addresses` names them so the server's errors land by them. */
export function AddressFields({
  errors,
  user,
  values,
}: {
  errors: FieldErrors | undefined;
  user: Pick<User, 'name' | 'phone'> | null;
  /** What was typed before, shown again (an address the server refused). */
  values?: AddressBody | undefined;
}) {
  return (
    <fieldset className="sf-checkout__address">
      <legend className="sf-checkout__legend">New delivery address</legend>
      <TextField label="Full name" name="name" autoComplete="name" required defaultValue={values?.name ?? user?.name ?? ''} errors={errors} />
      <TextField label="Mobile number" name="phone" type="text" inputMode="numeric" autoComplete="tel-national" required defaultValue={values?.phone ?? user?.phone ?? ''} description="10-digit mobile number, for the courier." errors={errors} />
      <TextField label="House, building and street" name="line1" autoComplete="address-line1" required defaultValue={values?.line1} errors={errors} />
      <TextField label="Area or landmark" name="line2" autoComplete="address-line2" defaultValue={values?.line2} errors={errors} />
      <div className="sf-checkout__row">
        <TextField label="City" name="city" autoComplete="address-level2" required defaultValue={values?.city} errors={errors} />
        <TextField label="State" name="state" autoComplete="address-level1" required defaultValue={values?.state} errors={errors} />
      </div>
      <TextField label="PIN code" name="pincode" inputMode="numeric" autoComplete="postal-code" required maxLength={6} defaultValue={values?.pincode} errors={errors} />
    </fieldset>
  );
}

/** The address typed into {@link AddressFields}. */
export function addressBodyOf(form: FormData): AddressBody {
  const line2 = fieldText(form, 'line2').trim();
  return {
    name: fieldText(form, 'name'),
    phone: fieldText(form, 'phone').replace(/\s+/g, ''),
    line1: fieldText(form, 'line1'),
    ...(line2 ? { line2 } : {}),
    city: fieldText(form, 'city'),
    state: fieldText(form, 'state'),
    pincode: fieldText(form, 'pincode').trim(),
  };
}
