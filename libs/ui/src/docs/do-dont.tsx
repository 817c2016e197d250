import type { ReactNode } from 'react';

/** One rendered example of a usage rule. */
export interface Example {
  /** The rule in a sentence: what to do, or what not to do and what to use instead. */
  caption: ReactNode;
  /** The example, drawn with the real components. */
  children: ReactNode;
}

const tone = {
  do: { label: 'Do', colour: 'var(--au-color-success)' },
  dont: { label: 'Don’t', colour: 'var(--au-color-danger)' },
} as const;

function Panel({ kind, caption, children }: Example & { kind: keyof typeof tone }) {
  const { label, colour } = tone[kind];
  return (
    <figure style={{ margin: 0, display: 'grid', gridTemplateRows: '1fr auto', border: '1px solid var(--au-color-border)', borderTop: `4px solid ${colour}`, borderRadius: 8, background: 'var(--au-color-bg)', color: 'var(--au-color-text)' }}>
      {/* sb-unstyled: the docs page's own text styles (margins, fonts) stay off the example. */}
      <div className="sb-unstyled" style={{ padding: 20, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, flexWrap: 'wrap' }}>{children}</div>
      <figcaption style={{ padding: '10px 16px', borderTop: '1px solid var(--au-color-border)', fontSize: 14, lineHeight: 1.5 }}>
        <strong style={{ color: colour }}>{label}.</strong> {caption}
      </figcaption>
    </figure>
  );
}

/**
 * A usage rule on a component's docs page: the right way and the wrong way side by side, both drawn with the
 * real components, so a designer sees the difference rather than reads about it.
 */
export function DoDont({ do: right, dont: wrong }: { do: Example; dont: Example }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16, margin: '16px 0 32px' }}>
      <Panel kind="do" caption={right.caption}>{right.children}</Panel>
      <Panel kind="dont" caption={wrong.caption}>{wrong.children}</Panel>
    </div>
  );
}
