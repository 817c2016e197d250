import type { Decorator } from '@storybook/react-vite';
import { useCallback, type ReactNode } from 'react';

export type Theme = 'light' | 'dark';

let pinned: { storyId: string; theme: Theme } | undefined;

/** The docs container pins <html> itself; the next story shown on its own must pin it again. */
export function forgetPinnedTheme() {
  pinned = undefined;
}

/**
 * One story on a docs page, in its own theme. A docs page shows many stories on one <html> (pinned to the
 * toolbar's theme), so the story's colours come from `color-scheme` on a wrapper (light-dark() follows it).
 * The wrapper alone would leave the docs block's padding around it in the page's colours: a Dark example
 * drawn as a dark strip in a white frame, which reads as light. So the block's canvas (`.docs-story`, the
 * padded area above "Show code") takes the story's scheme and background too.
 */
export function DocsStoryTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  const paintCanvas = useCallback(
    (wrapper: HTMLDivElement | null) => {
      const canvas = wrapper?.closest<HTMLElement>('.docs-story');
      if (!canvas) return undefined;
      canvas.style.colorScheme = theme;
      canvas.style.background = 'var(--au-color-bg)';
      canvas.dataset['storyTheme'] = theme;
      return () => {
        canvas.style.removeProperty('color-scheme');
        canvas.style.removeProperty('background');
        delete canvas.dataset['storyTheme'];
      };
    },
    [theme],
  );
  return (
    <div ref={paintCanvas} data-story-theme={theme} style={{ colorScheme: theme, background: 'var(--au-color-bg)', color: 'var(--au-color-text)' }}>
      {children}
    </div>
  );
}

/**
 * Pins the toolbar's theme on <html>, as the colour-mode provider does in the apps. Stories whose own
 * component sets `data-theme` (the colour-mode provider's) say `parameters: { ownsTheme: true }` and are left
 * alone. Others are pinned once per story and toolbar value, not on every render: a re-render for a changed
 * control must not take the page back from what the story set. On a docs page each story keeps its own theme
 * (a story's `globals.theme`, else the toolbar's).
 */
export const withTheme: Decorator = (Story, context) => {
  const toolbar = (context.globals['theme'] as Theme | undefined) ?? 'light';
  if (context.viewMode === 'docs') {
    const own = context.storyGlobals['theme'] as Theme | undefined;
    return (
      <DocsStoryTheme theme={own ?? toolbar}>
        <Story />
      </DocsStoryTheme>
    );
  }
  const owned = context.parameters['ownsTheme'] === true;
  // Set during render, so the first paint (and the a11y check) already has the right colours.
  if (!owned && typeof document !== 'undefined' && (pinned?.storyId !== context.id || pinned.theme !== toolbar)) {
    pinned = { storyId: context.id, theme: toolbar };
    document.documentElement.dataset['theme'] = toolbar;
  }
  if (owned) pinned = undefined;
  return <Story />;
};
