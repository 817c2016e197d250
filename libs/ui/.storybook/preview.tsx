import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles/index.css';

type Theme = 'light' | 'dark';

/** Pins the toolbar's theme on <html>, as the colour-mode provider does in the apps. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as Theme | undefined) ?? 'light';
  // Set during render, so the first paint (and the a11y check) already has the right colours.
  if (typeof document !== 'undefined') document.documentElement.dataset['theme'] = theme;
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    options: {
      storySort: {
        order: [
          'Docs',
          ['Introduction', 'Tokens', 'How to compose a page'],
          'Theme',
          'Primitives',
          'Feedback',
          'Forms',
          'Overlays',
          'Commerce',
          'Kiosk',
        ],
      },
    },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};

export default preview;
