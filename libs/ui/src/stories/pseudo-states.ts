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

/**
 * For the focus stories: the ring the product shows, on each of `elements` and on nothing else in the story.
 * Forcing `:focus-visible` on the whole story would also ring every wrapper around the control (the base
 * stylesheet rings any `:focus-visible` element), nested rings that no shopper ever sees.
 */
export async function expectRingOnlyOn(canvasElement: HTMLElement, elements: Element[]) {
  await waitFor(async () => {
    const ringed = [canvasElement, ...Array.from(canvasElement.querySelectorAll('*'))].filter(hasRing);
    await expect(ringed.filter((element) => !elements.includes(element)).map(describe)).toEqual([]);
    await expect(elements.filter((element) => !ringed.includes(element)).map(describe)).toEqual([]);
  });
}

function hasRing(element: Element): boolean {
  const style = getComputedStyle(element);
  return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
}

function describe(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
  return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${name}`;
}

/** The element of the story that `selector` picks (the one its `parameters.pseudo` forces). */
function pick(canvasElement: HTMLElement, selector: string): Element {
  const element = canvasElement.querySelector(selector);
  if (!element) throw new Error(`No ${selector} in the story`);
  return element;
}

/** The play of a Hover story: the element `selector` picks shows the forced hover in one of `properties`. */
export const showsHover =
  (selector: string, properties: string[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectForcedState(canvasElement, pick(canvasElement, selector), properties);
  };

/** The play of a FocusVisible story: the element `selector` picks, and nothing else, shows the focus ring. */
export const showsFocusRing =
  (selector: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const element = pick(canvasElement, selector);
    await expectForcedState(canvasElement, element, ['outline-style']);
    await expectRingOnlyOn(canvasElement, [element]);
  };
