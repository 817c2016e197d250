import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState, expectRingOnlyOn } from '../../stories/pseudo-states';
import { Icon } from '../icon/icon';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to bag', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'link', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

/** The interaction test, on its own copy so that Primary keeps the look a shopper first sees. */
export const PrimaryClicked: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to bag' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Book an appointment' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const LinkStyle: Story = { name: 'Link', args: { variant: 'link', children: 'View details' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove from bag' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
      <Button {...args} size="xl">Kiosk touch</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const kiosk = within(canvasElement).getByRole('button', { name: 'Kiosk touch' });
    await expect(kiosk.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="heart" size={18} /> Save to wishlist
      </>
    ),
    variant: 'secondary',
  },
};

/** Reached with Tab (a test; FocusVisible shows the ring). */
export const Focused: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Placing order' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Placing order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Reserve this 22 carat gold temple necklace at your nearest Aurelia boutique' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#collections">Shop the collection</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shop the collection' })).toHaveClass('au-button');
  },
};

/** A link to a page that takes a while, from the press until that page is drawn: busy, and a second press does nothing. */
export const AsLinkBusy: Story = {
  args: { asChild: true, loading: true, children: <a href="#checkout">Check out</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Check out' });
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(link.querySelector('.au-button__spinner')).not.toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="link">Link</Button>
      <Button {...args} variant="danger">Danger</Button>
    </div>
  ),
};

const variants = ['primary', 'secondary', 'ghost', 'link', 'danger'] as const;

/** Every variant side by side, for the state stories. */
const allVariants: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
    {variants.map((variant) => (
      <Button key={variant} {...args} variant={variant}>
        {variant[0]?.toUpperCase() + variant.slice(1)}
      </Button>
    ))}
  </div>
);

const eachVariant = (canvasElement: HTMLElement) =>
  variants.map((variant) => within(canvasElement).getByRole('button', { name: new RegExp(`^${variant}$`, 'i') }));

/** Hovered (forced with storybook-addon-pseudo-states): a deeper fill, a tint, an underline or a ring. */
export const Hover: Story = {
  render: allVariants,
  parameters: { pseudo: { hover: true } },
  play: async ({ canvasElement }) => {
    for (const button of eachVariant(canvasElement)) {
      await expectForcedState(canvasElement, button, ['background-color', 'border-color', 'text-decoration-thickness']);
    }
  },
};

/** Reached with the keyboard: a 2 px focus ring in the brand colour (gold in dark mode). */
export const FocusVisible: Story = {
  render: allVariants,
  parameters: { pseudo: { focusVisible: '.au-button' } },
  play: async ({ canvasElement }) => {
    for (const button of eachVariant(canvasElement)) {
      await expectForcedState(canvasElement, button, ['outline-style']);
    }
    await expectRingOnlyOn(canvasElement, eachVariant(canvasElement));
  },
};

/** Pressed: under a mouse the button sinks a little (a touch screen shows the hover colours at once). */
export const Active: Story = {
  render: allVariants,
  parameters: { pseudo: { active: true } },
  play: async ({ canvasElement }) => {
    for (const button of eachVariant(canvasElement)) {
      await expectForcedState(canvasElement, button, ['transform']);
    }
  },
};

export const HoverDark: Story = { ...Hover, globals: { theme: 'dark' } };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
