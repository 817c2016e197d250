import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Forces :hover, :focus-visible and :active on the state stories (and in the toolbar).
    'storybook-addon-pseudo-states',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
