import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

// The docs pages' own decorator, so this checks what a designer sees, not a copy of it.
import { withTheme } from '../../.storybook/with-theme';
import * as AlertStories from '../components/alert/alert.stories';
import * as ButtonStories from '../components/button/button.stories';
import * as ProductCardStories from '../components/product-card/product-card.stories';
import * as TextFieldStories from '../components/text-field/text-field.stories';
import { Alert } from '../components/alert/alert';
import { Button } from '../components/button/button';
import { ProductCard } from '../components/product-card/product-card';
import { TextField } from '../components/text-field/text-field';

interface DarkExample {
  name: string;
  /** The docs page's "Dark" story's own globals: it is dark only if it says so. */
  globals: Record<string, unknown> | undefined;
  content: ReactNode;
}

const examples: DarkExample[] = [
  { name: 'Button', globals: ButtonStories.Dark.globals, content: <Button>Add to bag</Button> },
  {
    name: 'ProductCard',
    globals: ProductCardStories.Dark.globals,
    content: <div style={{ width: 260 }}><ProductCard {...ProductCardStories.default.args} /></div>,
  },
  { name: 'TextField', globals: TextFieldStories.Dark.globals, content: <TextField {...TextFieldStories.default.args} /> },
  { name: 'Alert', globals: AlertStories.Dark.globals, content: <Alert {...AlertStories.default.args} /> },
];

/**
 * Each "Dark" example as a docs page draws it: in a docs block (`.docs-story`, white like the page around it)
 * on a page whose <html> is light, through the docs decorator. The block must come out dark.
 */
function DocsBlocks({ context }: { context: StoryContext }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {examples.map(({ name, globals, content }) => (
        <section key={name} aria-label={`${name} dark example`} className="sbdocs-preview" style={{ background: '#ffffff' }}>
          <div className="docs-story" style={{ padding: '32px 22px' }}>
            {withTheme(() => <>{content}</>, { ...context, viewMode: 'docs', storyGlobals: globals ?? {} })}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The background a token resolves to under a colour scheme. */
function resolvedBackground(root: HTMLElement, scheme: 'light' | 'dark'): string {
  const probe = document.createElement('div');
  probe.style.colorScheme = scheme;
  probe.style.background = 'var(--au-color-bg)';
  root.append(probe);
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

const meta = {
  title: 'Docs/Checks/Dark examples',
  // A check, not an example: run by the story tests, kept out of the sidebar and the docs.
  tags: ['!autodocs', '!dev'],
  render: (_args, context) => <DocsBlocks context={context} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DocsBlocksRenderDark: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset['theme']).toBe('light');
    const dark = resolvedBackground(canvasElement, 'dark');
    await expect(dark).not.toBe(resolvedBackground(canvasElement, 'light'));
    for (const { name } of examples) {
      const block = within(canvasElement).getByRole('region', { name: `${name} dark example` });
      const canvas = block.querySelector<HTMLElement>('.docs-story');
      await expect(canvas, name).not.toBeNull();
      await expect({ name, background: getComputedStyle(canvas as HTMLElement).backgroundColor }).toEqual({ name, background: dark });
      await expect({ name, scheme: getComputedStyle(canvas as HTMLElement).colorScheme }).toEqual({ name, scheme: 'dark' });
    }
  },
};
