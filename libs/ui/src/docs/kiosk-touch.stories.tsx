import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../components/button/button';
import { Checkbox } from '../components/checkbox/checkbox';
import { IconButton } from '../components/icon-button/icon-button';
import { OtpInput } from '../components/otp-input/otp-input';
import { PhoneField } from '../components/phone-field/phone-field';
import { QuantityStepper } from '../components/quantity-stepper/quantity-stepper';
import { Select } from '../components/select/select';
import { TextField } from '../components/text-field/text-field';

/** The kiosk's touch size on every control that has one (`size="xl"`). */
function KioskForm() {
  return (
    <form aria-label="Gift card for a walk-in customer" style={{ display: 'grid', gap: 20, maxWidth: 440 }} onSubmit={(event) => event.preventDefault()}>
      <TextField size="xl" label="Customer name" name="name" />
      <PhoneField size="xl" label="Customer mobile" />
      <Select size="xl" label="Card value" name="amount" options={[{ value: '5000', label: '₹5,000' }, { value: '10000', label: '₹10,000' }]} />
      <QuantityStepper size="xl" label="Cards" max={5} />
      <OtpInput size="xl" label="Code sent to the customer" />
      <Checkbox size="xl" label="Customer agrees to the gift card terms" name="terms" />
      <div style={{ display: 'flex', gap: 12 }}>
        <IconButton size="xl" icon="close" label="Cancel" variant="secondary" />
        <Button size="xl" type="submit" fullWidth>
          Issue gift card
        </Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Kiosk/Touch targets',
  component: KioskForm,
} satisfies Meta<typeof KioskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const MIN_TOUCH_PX = 48;

export const LargeTouchTargets: Story = {
  play: async ({ canvasElement }) => {
    // Form mirrors that Radix renders for native submission are hidden from everyone; skip them.
    const controls = [...canvasElement.querySelectorAll<HTMLElement>('input, select, button')].filter(
      (control) => control.getAttribute('type') !== 'hidden' && control.closest('[aria-hidden="true"]') === null,
    );
    for (const control of controls) {
      // A checkbox's touch target is its row (box and label), as the label toggles it too.
      const target = control.getAttribute('type') === 'checkbox' ? (control.closest<HTMLElement>('.au-checkbox') ?? control) : control;
      const name = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName;
      await expect(Math.round(target.getBoundingClientRect().height), name).toBeGreaterThanOrEqual(MIN_TOUCH_PX);
    }
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
