import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/** Contrast ratio of two `rgb(...)` colours (WCAG 2.2 relative luminance). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A foreground token on a background token, and the contrast WCAG AA asks of it. */
interface Pair {
  fg: string;
  bg: string;
  use: string;
  /** 4.5 for text, 3 for large text and control borders. */
  minimum: 4.5 | 3;
  /** Shown as a border rather than text (non-text contrast). */
  border?: boolean;
}

const PAIRS: readonly Pair[] = [
  { fg: '--au-color-text', bg: '--au-color-bg', use: 'Body text', minimum: 4.5 },
  { fg: '--au-color-text-muted', bg: '--au-color-bg', use: 'Secondary text, hints', minimum: 4.5 },
  { fg: '--au-color-text-muted', bg: '--au-color-surface-sunken', use: 'Hints on sunken panels', minimum: 4.5 },
  { fg: '--au-color-primary', bg: '--au-color-bg', use: 'Secondary buttons, highlights', minimum: 4.5 },
  { fg: '--au-color-on-primary', bg: '--au-color-primary', use: 'Primary buttons', minimum: 4.5 },
  { fg: '--au-color-link', bg: '--au-color-bg', use: 'Links', minimum: 4.5 },
  { fg: '--au-color-accent-text', bg: '--au-color-bg', use: 'Gold text (never plain gold)', minimum: 4.5 },
  { fg: '--au-color-on-accent', bg: '--au-color-accent', use: 'Text on gold badges', minimum: 4.5 },
  { fg: '--au-color-success', bg: '--au-color-success-subtle', use: 'Success alerts', minimum: 4.5 },
  { fg: '--au-color-warning', bg: '--au-color-warning-subtle', use: 'Warning alerts', minimum: 4.5 },
  { fg: '--au-color-danger', bg: '--au-color-danger-subtle', use: 'Errors, danger alerts', minimum: 4.5 },
  { fg: '--au-color-danger', bg: '--au-color-bg', use: 'Field error messages', minimum: 4.5 },
  { fg: '--au-color-on-danger', bg: '--au-color-danger', use: 'Danger buttons', minimum: 4.5 },
  { fg: '--au-color-info', bg: '--au-color-info-subtle', use: 'Info alerts', minimum: 4.5 },
  { fg: '--au-color-border-strong', bg: '--au-color-bg', use: 'Input and checkbox borders', minimum: 3, border: true },
];

function useResolvedPairs(pairs: readonly Pair[]) {
  const probe = useRef<HTMLDivElement>(null);
  const [resolved, setResolved] = useState<{ fg: string; bg: string }[]>([]);
  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    const read = (token: string) => {
      element.style.color = `var(${token})`;
      return getComputedStyle(element).color;
    };
    setResolved(pairs.map((pair) => ({ fg: read(pair.fg), bg: read(pair.bg) })));
  }, [pairs]);
  return { probe, resolved };
}

const cell: CSSProperties = { padding: '6px 12px', borderBottom: '1px solid var(--au-color-border)', textAlign: 'left', verticalAlign: 'middle' };

/**
 * The colour pairs of the tokens with their contrast ratio, measured from the stylesheet in the mode
 * given (light-dark() resolves per colour-scheme), so the table never disagrees with the CSS.
 */
export function ContrastTable({ mode }: { mode: 'light' | 'dark' }) {
  const { probe, resolved } = useResolvedPairs(PAIRS);
  return (
    <div style={{ colorScheme: mode, background: 'var(--au-color-bg)', color: 'var(--au-color-text)', padding: 16, borderRadius: 8 }}>
      <div ref={probe} hidden />
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>Contrast in {mode} mode</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>Sample</th>
            <th scope="col" style={cell}>Foreground on background</th>
            <th scope="col" style={cell}>Used for</th>
            <th scope="col" style={cell}>Ratio</th>
            <th scope="col" style={cell}>WCAG AA</th>
          </tr>
        </thead>
        <tbody>
          {PAIRS.map((pair, index) => {
            const colours = resolved[index];
            const ratio = colours ? contrastRatio(colours.fg, colours.bg) : undefined;
            return (
              <tr key={`${pair.fg}-${pair.bg}`}>
                <td style={cell}>
                  {pair.border ? (
                    <span style={{ display: 'inline-block', width: 48, height: 28, borderRadius: 4, background: `var(${pair.bg})`, border: `2px solid var(${pair.fg})` }} />
                  ) : (
                    <span style={{ display: 'inline-block', padding: '4px 10px', borderRadius: 4, background: `var(${pair.bg})`, color: `var(${pair.fg})`, fontWeight: 600 }}>
                      Aa ₹1,250
                    </span>
                  )}
                </td>
                <td style={cell}>
                  <code>{pair.fg}</code> on <code>{pair.bg}</code>
                </td>
                <td style={cell}>{pair.use}</td>
                <td style={cell}>{ratio === undefined ? '…' : `${ratio.toFixed(2)}:1`}</td>
                <td style={cell}>{ratio === undefined ? '…' : ratio >= pair.minimum ? `Pass (≥ ${pair.minimum})` : `Fail (< ${pair.minimum})`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;

/** The type scale in both faces. */
export function TypeScale() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>Type scale</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>Token</th>
          <th scope="col" style={cell}>Display · Cormorant Garamond</th>
          <th scope="col" style={cell}>Text · Inter</th>
        </tr>
      </thead>
      <tbody>
        {FONT_SIZES.map((size) => (
          <tr key={size}>
            <td style={cell}>
              <code>--au-font-size-{size}</code>
            </td>
            <td style={{ ...cell, fontFamily: 'var(--au-font-display)', fontSize: `var(--au-font-size-${size})`, fontWeight: 600 }}>Bridal gold</td>
            <td style={{ ...cell, fontFamily: 'var(--au-font-text)', fontSize: `var(--au-font-size-${size})` }}>₹1,84,500.00</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SPACES = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'] as const;
const RADII = ['sm', 'md', 'lg', 'xl', 'full'] as const;
const SHADOWS = ['sm', 'md', 'lg'] as const;

/** Spacing, radii and shadows, drawn from the tokens. */
export function SpacingScale() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ul aria-label="Spacing" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {SPACES.map((space) => (
          <li key={space} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <code style={{ width: 110 }}>--au-space-{space}</code>
            <span style={{ display: 'inline-block', height: 12, width: `var(--au-space-${space})`, background: 'var(--au-color-primary)' }} />
          </li>
        ))}
      </ul>
      <ul aria-label="Radii" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {RADII.map((radius) => (
          <li key={radius} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            <span style={{ width: 64, height: 64, border: '2px solid var(--au-color-accent)', borderRadius: `var(--au-radius-${radius})` }} />
            <code>--au-radius-{radius}</code>
          </li>
        ))}
      </ul>
      <ul aria-label="Shadows" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {SHADOWS.map((shadow) => (
          <li key={shadow} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
            <span style={{ width: 96, height: 64, borderRadius: 8, background: 'var(--au-color-surface-raised)', boxShadow: `var(--au-shadow-${shadow})` }} />
            <code>--au-shadow-{shadow}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
