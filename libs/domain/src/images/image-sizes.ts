import { IMAGE_BREAKPOINTS, type ImageBreakpoint } from './image-widths';

/** The shown width of an image from each breakpoint up, mobile first; `default` below the first. */
export type ImageSizesByBreakpoint = Partial<Record<ImageBreakpoint, string>> & { default: string };

/**
 * Builds a `sizes` attribute from widths per breakpoint (docs/behaviour.md §9 breakpoints), widest
 * breakpoint first since the browser takes the first media condition that matches:
 * `{ default: '100vw', md: '50vw' }` → `(min-width: 768px) 50vw, 100vw`.
 */
export function imageSizes(sizes: ImageSizesByBreakpoint): string {
  const breakpoints = (Object.keys(IMAGE_BREAKPOINTS) as ImageBreakpoint[])
    .filter((name) => sizes[name] !== undefined)
    .sort((a, b) => IMAGE_BREAKPOINTS[b] - IMAGE_BREAKPOINTS[a]);
  return [...breakpoints.map((name) => `(min-width: ${IMAGE_BREAKPOINTS[name]}px) ${sizes[name]}`), sizes.default].join(
    ', ',
  );
}
