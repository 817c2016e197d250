import type { StorybookConfig } from '@storybook/react-vite';
// The apps' build step, so a built Storybook loads the layers in the apps' order.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { cssLayerOrder } from '../../../tools/vite/css-layer-order.mjs';

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
  // What the site's image proxy would answer for the ProductImage stories (`/_ipx/<modifiers>/<path>`): the
  // fixture ring as AVIF and WebP, with its format drawn on it, so the stories show which one the browser took.
  staticDirs: [{ from: '../src/stories/ipx', to: '/_ipx' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), cssLayerOrder()] }),
};

export default config;
