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

/** `rgb(90 22 75)` / `rgba(0, 0, 0, 0.55)` as `#5a164b` / `#0000008c`: how the stylesheet writes colours. */
export function rgbToHex(rgb: string): string {
  const [r = 0, g = 0, b = 0, alpha = 1] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}${alpha < 1 ? hex(alpha * 255) : ''}`;
}

/** A minified stylesheet (the static Storybook's) writes `.875rem`; the tables show `0.875rem`, as tokens.css does. */
function withLeadingZeros(value: string): string {
  return value.replace(/(^|[\s(,/])\.(\d)/g, (_, before: string, digit: string) => `${before}0.${digit}`);
}

/**
 * The tokens' values as the stylesheet gives them (`0.875rem`) and, for sizes, in pixels as drawn (`14px`),
 * read at runtime from the CSS variables, so the tables show what the CSS says. `property` is the CSS
 * property a size is measured through (`width`, `font-size`, `border-top-left-radius`).
 */
function useTokenValues(tokens: readonly string[], property?: string) {
  const probe = useRef<HTMLSpanElement>(null);
  const [values, setValues] = useState<Record<string, { value: string; px?: string }>>({});
  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    const next: Record<string, { value: string; px?: string }> = {};
    for (const token of tokens) {
      const value = withLeadingZeros(getComputedStyle(element).getPropertyValue(token).trim());
      if (!property) {
        next[token] = { value };
        continue;
      }
      element.style.setProperty(property, `var(${token})`);
      next[token] = { value, px: getComputedStyle(element).getPropertyValue(property) };
      element.style.removeProperty(property);
    }
    setValues(next);
  }, [tokens, property]);
  return { probe, values };
}

/** A token's name, never broken across lines, with its value under it. */
function Token({ name, value }: { name: string; value?: { value: string; px?: string } | undefined }) {
  const shown = value === undefined ? '…' : value.px && value.px !== value.value ? `${value.value} · ${value.px}` : value.value;
  return (
    <span style={{ display: 'inline-grid', gap: 2 }}>
      <code style={{ whiteSpace: 'nowrap' }}>{name}</code>
      <small data-token-value={name} style={{ color: 'var(--au-color-text-muted)', fontVariantNumeric: 'tabular-nums' }}>
        {shown}
      </small>
    </span>
  );
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
  { fg: '--au-color-on-primary', bg: '--au-color-primary', use: 'Chosen dates, times and steps', minimum: 4.5 },
  { fg: '--au-color-on-action', bg: '--au-color-action', use: 'Primary buttons (brand plum in both modes)', minimum: 4.5 },
  { fg: '--au-color-on-action', bg: '--au-color-action-hover', use: 'Primary buttons, hovered', minimum: 4.5 },
  { fg: '--au-color-text-muted', bg: '--au-color-picture-surface', use: 'Captions on a picture’s surface', minimum: 4.5 },
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
                  <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8 }}>
                    <Token name={pair.fg} value={colours && { value: rgbToHex(colours.fg) }} /> on{' '}
                    <Token name={pair.bg} value={colours && { value: rgbToHex(colours.bg) }} />
                  </span>
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

const FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'].map((size) => `--au-font-size-${size}`);

/** The type scale in both faces, each size with its rem and px. */
export function TypeScale() {
  const { probe, values } = useTokenValues(FONT_SIZES, 'font-size');
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
        {FONT_SIZES.map((size, index) => (
          <tr key={size}>
            <td style={cell}>
              {index === 0 && <span ref={probe} hidden />}
              <Token name={size} value={values[size]} />
            </td>
            <td style={{ ...cell, fontFamily: 'var(--au-font-display)', fontSize: `var(${size})`, fontWeight: 600 }}>Bridal gold</td>
            <td style={{ ...cell, fontFamily: 'var(--au-font-text)', fontSize: `var(${size})` }}>₹1,84,500</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SPACES = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'].map((space) => `--au-space-${space}`);
const RADII = ['sm', 'md', 'lg', 'xl', 'full'].map((radius) => `--au-radius-${radius}`);
const SHADOWS = ['sm', 'md', 'lg'].map((shadow) => `--au-shadow-${shadow}`);

/** Spacing, radii and shadows, drawn from the tokens, with their values. */
export function SpacingScale() {
  const { probe: spaceProbe, values: spaces } = useTokenValues(SPACES, 'width');
  const { probe: radiusProbe, values: radii } = useTokenValues(RADII, 'border-top-left-radius');
  const { probe: shadowProbe, values: shadows } = useTokenValues(SHADOWS);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <span ref={spaceProbe} hidden />
      <span ref={radiusProbe} hidden />
      <span ref={shadowProbe} hidden />
      <ul aria-label="Spacing" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {SPACES.map((space) => (
          <li key={space} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <span style={{ minWidth: 150 }}>
              <Token name={space} value={spaces[space]} />
            </span>
            <span style={{ display: 'inline-block', height: 12, width: `var(${space})`, background: 'var(--au-color-primary)' }} />
          </li>
        ))}
      </ul>
      <ul aria-label="Radii" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {RADII.map((radius) => (
          <li key={radius} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            <span style={{ width: 64, height: 64, border: '2px solid var(--au-color-accent)', borderRadius: `var(${radius})` }} />
            <Token name={radius} value={radii[radius]} />
          </li>
        ))}
      </ul>
      <ul aria-label="Shadows" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {SHADOWS.map((shadow) => (
          <li key={shadow} style={{ display: 'grid', justifyItems: 'center', gap: 8, maxWidth: 200 }}>
            <span style={{ width: 96, height: 64, borderRadius: 8, background: 'var(--au-color-surface-raised)', boxShadow: `var(${shadow})` }} />
            <Token name={shadow} value={shadows[shadow]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
