import { expect, waitFor } from 'storybook/test';

/**
 * For the state stories (`parameters.pseudo`, storybook-addon-pseudo-states): proves the forced state
 * renders, by reading `properties` of `element` with the forced states and again with them lifted, and
 * expecting at least one to differ. Transitions are paused while reading, so both are the settled values.
 */
export async function expectForcedState(canvasElement: HTMLElement, element: Element, properties: string[]) {
  await waitFor(async () => {
    const forced = read(element, properties);
    const plain = withoutForcedStates(canvasElement, () => read(element, properties));
    await expect(forced).not.toEqual(plain);
  });
}

function read(element: Element, properties: string[]): string[] {
  const style = (element as HTMLElement).style;
  const transition = style.transition;
  style.transition = 'none';
  const values = properties.map((property) => getComputedStyle(element).getPropertyValue(property));
  style.transition = transition;
  return values;
}

function withoutForcedStates<T>(canvasElement: HTMLElement, reading: () => T): T {
  const marked = [canvasElement, ...Array.from(canvasElement.querySelectorAll('[class*="pseudo-"]'))].map(
    (element) => [element, Array.from(element.classList).filter((name) => name.startsWith('pseudo-'))] as const,
  );
  for (const [element, names] of marked) element.classList.remove(...names);
  try {
    return reading();
  } finally {
    for (const [element, names] of marked) element.classList.add(...names);
  }
}
