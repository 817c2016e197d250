import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { STORY_RENDERED } from 'storybook/internal/core-events';
import { useLayoutEffect, useEffect, type PropsWithChildren, type ReactNode } from 'react';
import { addons } from 'storybook/preview-api';
import { themes } from 'storybook/theming';
import '../src/styles/index.css';
import { viewports } from './viewports';
import { forgetPinnedTheme, withTheme, type Theme } from './with-theme';

/** Where a docs page reads the toolbar's globals: the preview's own store (not the deprecated global one). */
interface DocsContextWithStore {
  store?: { userGlobals?: { get(): Record<string, unknown> } };
}

/**
 * The docs pages follow the toolbar's theme: <html> gets its `data-theme` (the tokens turn dark) and the docs
 * text, tables and code blocks take Storybook's dark theme. Storybook renders docs again when globals change.
 */
function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const globals = (context as unknown as DocsContextWithStore).store?.userGlobals?.get() ?? {};
  const theme: Theme = globals['theme'] === 'dark' ? 'dark' : 'light';
  useLayoutEffect(() => {
    document.documentElement.dataset['theme'] = theme;
    forgetPinnedTheme();
  }, [theme]);
  return (
    <DocsContainer context={context} theme={theme === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}

/** The addon's class names: `pseudo-hover` on a matched element, `pseudo-hover-all` on the root. */
const pseudoClassOf: Record<string, string> = {
  hover: 'hover',
  active: 'active',
  focusVisible: 'focus-visible',
  focusWithin: 'focus-within',
  focus: 'focus',
};

/**
 * Lets storybook-addon-pseudo-states force :hover, :focus-visible and :active in the story tests too. In the
 * Storybook UI the addon rewrites the stylesheets (`:hover` also matches `.pseudo-hover`) once a story has
 * rendered and its manager turns `parameters.pseudo` into classes on `#storybook-root`. Under
 * @storybook/addon-vitest there is no manager and nothing announces the render, so for stories with
 * `parameters.pseudo` this announces it and sets the same classes. Storybook's own canvas is left alone.
 */
let rewrittenFor: string | undefined;

type PseudoParameter = Record<string, boolean | string | string[]>;

function ForcePseudoStates({ root, pseudo, storyId, children }: { root: HTMLElement; pseudo: PseudoParameter; storyId: string; children: ReactNode }) {
  useEffect(() => {
    if (rewrittenFor !== storyId) {
      // Once per story: the rewrite picks up the stylesheets its components brought along.
      rewrittenFor = storyId;
      addons.getChannel().emit(STORY_RENDERED, storyId);
    }
    for (const [state, value] of Object.entries(pseudo)) {
      const name = pseudoClassOf[state];
      if (!name || !value) continue;
      if (value === true) root.classList.add(`pseudo-${name}-all`);
      else {
        for (const selector of Array.isArray(value) ? value : [value]) {
          root.querySelectorAll(selector).forEach((element) => element.classList.add(`pseudo-${name}`));
        }
      }
    }
  });
  return children;
}

const withPseudoStatesInTests: Decorator = (Story, context) => {
  const { canvasElement, parameters, viewMode } = context;
  const pseudo = parameters['pseudo'] as PseudoParameter | undefined;
  const inTests =
    viewMode === 'story' &&
    canvasElement instanceof HTMLElement &&
    document.getElementById('storybook-root') !== canvasElement;
  if (!pseudo || !inTests) return <Story />;
  return (
    <ForcePseudoStates root={canvasElement} pseudo={pseudo} storyId={context.id}>
      <Story />
    </ForcePseudoStates>
  );
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
  decorators: [withPseudoStatesInTests, withTheme],
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
    docs: { container: ThemedDocsContainer },
    backgrounds: { disable: true },
    viewport: { options: viewports },
  },
};

export default preview;
