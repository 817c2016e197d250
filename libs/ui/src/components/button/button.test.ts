import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Button } from './button';

const serverHtml = (props: Parameters<typeof Button>[0]) => renderToString(createElement(Button, props));

describe('Button in server-rendered markup', () => {
  it('renders a submit button disabled until the page has hydrated, so a press cannot post the form natively', () => {
    const html = serverHtml({ type: 'submit', children: 'Sign in' });
    expect(html).toMatch(/<button[^>]* disabled=""/);
    // It keeps its ordinary look meanwhile: the waiting class undoes the disabled styling.
    expect(html).toContain('au-button--waiting');
  });

  it('renders other buttons as they are: a plain button has nothing to post', () => {
    const html = serverHtml({ children: 'Add to bag' });
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('au-button--waiting');
  });

  it('leaves a submit button whose form works without script pressable (a GET search, a route with an action)', () => {
    expect(serverHtml({ type: 'submit', worksWithoutScript: true, children: 'Search' })).not.toContain('disabled');
  });

  it('keeps a submit button that is disabled on purpose looking disabled', () => {
    const html = serverHtml({ type: 'submit', disabled: true, children: 'Pay' });
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(html).not.toContain('au-button--waiting');
  });
});

describe('Button drawn as its child (asChild)', () => {
  it('says a busy link is busy, with the spinner before its own text', () => {
    const html = serverHtml({ asChild: true, loading: true, children: createElement('a', { href: '/checkout' }, 'Check out') });
    expect(html).toMatch(/^<a [^>]*aria-busy="true"/);
    expect(html).toMatch(/au-button--loading/);
    expect(html).toMatch(/<a [^>]*>.*au-button__spinner.*Check out<\/a>$/);
  });

  it('draws an idle link as it is', () => {
    const html = serverHtml({ asChild: true, children: createElement('a', { href: '/checkout' }, 'Check out') });
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('au-button__spinner');
    expect(html).toMatch(/>Check out<\/a>$/);
  });
});
