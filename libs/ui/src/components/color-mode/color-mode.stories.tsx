import { COLOR_MODE_COOKIE, chosenColorMode, colorModeFromCookies, colorModeWarning } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { ColorModeProvider, useColorMode } from './color-mode-provider';
import { ColorModeToggle } from './color-mode-toggle';

function Readout() {
  const { preference, mode } = useColorMode();
  return (
    <p>
      Preference <strong data-testid="preference">{preference}</strong>, drawn in <strong data-testid="mode">{mode}</strong>
    </p>
  );
}

/** Forgets the choice kept in the cookie the server reads. */
function forgetKept() {
  document.cookie = `${COLOR_MODE_COOKIE}=; Path=/; Max-Age=0`;
}

function keep(preference: string) {
  document.cookie = `${COLOR_MODE_COOKIE}=${preference}; Path=/`;
}

const meta = {
  title: 'Theme/ColorMode',
  component: ColorModeProvider,
  args: { onPreferenceChange: fn() },
  render: (args) => (
    <ColorModeProvider {...args}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <ColorModeToggle />
        <Readout />
      </div>
    </ColorModeProvider>
  ),
  // The provider sets <html data-theme> itself: the toolbar's theme decorator leaves it alone. Each story
  // starts from a page drawn light, so what the provider changes shows.
  parameters: { ownsTheme: true },
  beforeEach: () => {
    forgetKept();
    document.documentElement.dataset['theme'] = 'light';
    return forgetKept;
  },
} satisfies Meta<typeof ColorModeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Colour mode: the system setting/ });
    await userEvent.click(toggle);
    await expect(canvas.getByTestId('preference')).toHaveTextContent('light');
    await expect(document.documentElement.dataset['theme']).toBe('light');
    await userEvent.click(toggle);
    await expect(canvas.getByTestId('mode')).toHaveTextContent('dark');
    await expect(document.documentElement.dataset['theme']).toBe('dark');
    await expect(colorModeFromCookies(document.cookie)).toBe('dark');
    await expect(args.onPreferenceChange).toHaveBeenLastCalledWith('dark');
    await userEvent.click(toggle);
    await expect(canvas.getByTestId('preference')).toHaveTextContent('system');
  },
};

/** A page the browser draws alone reads the kept choice from the cookie and hands it to the provider. */
export const KeptAcrossVisits: Story = {
  beforeEach: () => {
    keep('dark');
  },
  render: (args) => (
    <ColorModeProvider {...args} defaultPreference={colorModeFromCookies(document.cookie) ?? 'system'}>
      <ColorModeToggle />
      <Readout />
    </ColorModeProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('preference')).toHaveTextContent('dark');
    // The provider applies the mode after the render that shows it, as in the apps.
    await waitFor(() => expect(document.documentElement.dataset['theme']).toBe('dark'));
  },
};

const themesSeen: string[] = [];

/**
 * The server read dark from the cookie and drew `<html data-theme="dark">` (libs/domain chosenColorMode); hydrating
 * must not switch to the OS's light, even for a frame.
 */
export const NoFlashOnHydration: Story = {
  globals: { theme: 'dark' },
  args: { defaultPreference: 'dark' },
  beforeEach: () => {
    keep('dark');
    document.documentElement.dataset['theme'] = chosenColorMode({ preference: 'dark' }) ?? ''; // what the server draws
    themesSeen.length = 0;
    // Old values catch a theme that was set and replaced before the observer's callback ran.
    const observer = new MutationObserver((records) => {
      for (const record of records) themesSeen.push(record.oldValue ?? '');
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'], attributeOldValue: true });
    return () => observer.disconnect();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('preference')).toHaveTextContent('dark'));
    await expect(document.documentElement.dataset['theme']).toBe('dark');
    await expect(themesSeen).not.toContain('light');
  },
};

export const ForcedDark: Story = {
  args: { forcedMode: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mode')).toHaveTextContent('dark');
    await expect(canvas.getByRole('button', { name: 'Colour mode fixed to dark on this page' })).toBeDisabled();
  },
};

export const ForcingSystemIsIgnored: Story = {
  args: { forcedMode: 'system', defaultPreference: 'light' },
  beforeEach: () => {
    spyOn(console, 'warn').mockImplementation(() => undefined);
  },
  play: async ({ canvasElement }) => {
    const expected = colorModeWarning('system');
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expected));
    await expect(within(canvasElement).getByTestId('mode')).toHaveTextContent('light');
    await expect(within(canvasElement).getByRole('button')).toBeEnabled();
  },
};

/** The toggle hovered, reached with the keyboard and pressed. */
export const ToggleHover: Story = {
  parameters: { pseudo: { hover: '.au-icon-button' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Colour mode/ });
    await expectForcedState(canvasElement, toggle, ['background-color']);
  },
};
export const ToggleFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '.au-icon-button' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Colour mode/ });
    await expectForcedState(canvasElement, toggle, ['outline-style']);
  },
};
export const ToggleActive: Story = {
  parameters: { pseudo: { active: '.au-icon-button' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Colour mode/ });
    await expectForcedState(canvasElement, toggle, ['transform']);
  },
};
