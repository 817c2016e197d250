import { createElement, createRef, isValidElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '../components/button/button';
import { Slot } from './slot';

type AnchorProps = Record<string, unknown> & { onClick?: (event: string) => void; ref?: (node: unknown) => void };

const slotted = (slotProps: Record<string, unknown>, childProps: Record<string, unknown>) => {
  const element = Slot({ ...slotProps, children: createElement('a', { href: '/bag', ...childProps }) });
  if (!isValidElement(element)) throw new Error('Slot rendered nothing');
  return (element as ReactElement<AnchorProps>).props;
};

describe('Slot (asChild)', () => {
  it('gives the child the slot’s props under its own, with both class names and both styles', () => {
    const props = slotted(
      { className: 'au-button', title: 'slot', style: { color: 'red', margin: 0 }, 'aria-label': 'Bag' },
      { className: 'sf-header__icon', title: 'child', style: { color: 'blue' } },
    );
    expect(props['className']).toBe('au-button sf-header__icon');
    expect(props['title']).toBe('child');
    expect(props['aria-label']).toBe('Bag');
    expect(props['href']).toBe('/bag');
    expect(props['style']).toEqual({ color: 'blue', margin: 0 });
  });

  it('runs both click handlers, the child’s first, and sets both refs', () => {
    const calls: string[] = [];
    const slotRef = createRef<unknown>();
    const childRef = vi.fn();
    const props = slotted(
      { onClick: (event: string) => calls.push(`slot ${event}`), ref: slotRef },
      { onClick: (event: string) => calls.push(`child ${event}`), ref: childRef },
    );
    props.onClick?.('click');
    expect(calls).toEqual(['child click', 'slot click']);
    props.ref?.('node');
    expect(slotRef.current).toBe('node');
    expect(childRef).toHaveBeenCalledWith('node');
  });

  it('renders a Button asChild as its link, with the button’s look', () => {
    const html = renderToString(createElement(Button, { asChild: true, variant: 'primary', children: createElement('a', { href: '/cart' }, 'View bag') }));
    expect(html).toMatch(/^<a [^>]*>View bag<\/a>$/);
    expect(html).toContain('href="/cart"');
    expect(html).toContain('class="au-button au-button--primary au-button--md"');
  });
});
