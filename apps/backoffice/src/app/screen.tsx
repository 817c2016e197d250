import { Alert } from '@aurelia/ui';
import type { ReactNode } from 'react';
import type { Refused } from './refusal';
import { useScreenTitle } from './screen-title';

/**
 * A section's frame: its heading (focused when the screen arrives, and the tab's title), the refusal of its
 * loading if any, then the content.
 */
export function Screen({ title, refused, children }: { title: string; refused?: Refused | null; children?: ReactNode }) {
  const heading = useScreenTitle<HTMLHeadingElement>(title);
  return (
    <section className="bo-stack">
      <h1 ref={heading} tabIndex={-1} className="bo-title">
        {title}
      </h1>
      {refused && <Alert tone="danger">{refused.message}</Alert>}
      {children}
    </section>
  );
}
