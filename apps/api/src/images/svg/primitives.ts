/** A point in the 1000 × 1000 drawing space. */
export interface Point {
  x: number;
  y: number;
}

/** A coordinate rounded to one decimal, which keeps the SVG short and its output stable. */
export function n(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The point at `radius` and `degrees` (0° = right, clockwise, as in SVG) from a centre. */
export function polar(cx: number, cy: number, radius: number, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  return { x: cx + radius * Math.cos(rad), y: cy + radius * Math.sin(rad) };
}

/** Points as an SVG `points` attribute. */
export function points(list: readonly Point[]): string {
  return list.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

/** An ellipse as a closed path, so several can be combined with `fill-rule="evenodd"`. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

/** A drop shape, pointed at the top, `w` wide and `h` tall, centred on (cx, cy). */
export function teardropPath(cx: number, cy: number, w: number, h: number): string {
  const top = cy - h / 2;
  const bottom = cy + h / 2;
  return (
    `M${n(cx)} ${n(top)}C${n(cx + w * 0.28)} ${n(top + h * 0.3)} ${n(cx + w * 0.5)} ${n(cy)} ${n(cx + w * 0.5)} ${n(cy + h * 0.18)}` +
    `C${n(cx + w * 0.5)} ${n(bottom)} ${n(cx - w * 0.5)} ${n(bottom)} ${n(cx - w * 0.5)} ${n(cy + h * 0.18)}` +
    `C${n(cx - w * 0.5)} ${n(cy)} ${n(cx - w * 0.28)} ${n(top + h * 0.3)} ${n(cx)} ${n(top)}Z`
  );
}

/** A heart `size` wide centred on (cx, cy). */
export function heartPath(cx: number, cy: number, size: number): string {
  const s = size / 2;
  return (
    `M${n(cx)} ${n(cy + s * 0.95)}C${n(cx - s * 1.1)} ${n(cy + s * 0.1)} ${n(cx - s * 1.05)} ${n(cy - s * 0.95)} ${n(cx - s * 0.45)} ${n(cy - s * 0.85)}` +
    `C${n(cx - s * 0.15)} ${n(cy - s * 0.8)} ${n(cx)} ${n(cy - s * 0.55)} ${n(cx)} ${n(cy - s * 0.4)}` +
    `C${n(cx)} ${n(cy - s * 0.55)} ${n(cx + s * 0.15)} ${n(cy - s * 0.8)} ${n(cx + s * 0.45)} ${n(cy - s * 0.85)}` +
    `C${n(cx + s * 1.05)} ${n(cy - s * 0.95)} ${n(cx + s * 1.1)} ${n(cy + s * 0.1)} ${n(cx)} ${n(cy + s * 0.95)}Z`
  );
}

/** A four-pointed glint of light, `size` from tip to tip. */
export function sparklePath(cx: number, cy: number, size: number): string {
  const r = size / 2;
  const w = r * 0.18;
  return (
    `M${n(cx)} ${n(cy - r)}L${n(cx + w)} ${n(cy - w)}L${n(cx + r)} ${n(cy)}L${n(cx + w)} ${n(cy + w)}` +
    `L${n(cx)} ${n(cy + r)}L${n(cx - w)} ${n(cy + w)}L${n(cx - r)} ${n(cy)}L${n(cx - w)} ${n(cy - w)}Z`
  );
}
