/**
 * Resolves once the browser has drawn its next frame (the next animation frame, then a task), or after `fallbackMs`
 * where no frame comes (a hidden tab, a test's DOM): for work a tap starts that must not hold back the frame showing
 * what the tap changed.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, fallbackMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
