import { createElement, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useKeepEarlyChoice } from './keep-early-choice';
import { keptOnFailure, lazyPart, Unreachable } from './lazy-part';
import { LATE_PART_MARK } from './start-signals';

/** What a late part's component is given besides its own props: to be called once it has hydrated. */
interface LatePartProps {
  onHydrated: () => void;
}

/**
 * The part's component, saying once it has hydrated: after its own effects, so that a press made early and made
 * again then meets the form as its effects left it (a submission reset, say).
 */
function sayingHydrated<Props extends object>(Part: ComponentType<Props>) {
  return function SaysHydrated({ onHydrated, ...props }: Props & LatePartProps) {
    useEffect(() => onHydrated(), [onHydrated]);
    return createElement(Part, props as Props);
  };
}

/**
 * A form a page hydrates just after the rest of it (a "Pay now" with its choice of method and its request): its
 * code, and all it imports, are not in the page's first load. The server's HTML shows it meanwhile; a method chosen
 * or a button pressed in it before its code has come is chosen or pressed again once it has (keep-early-choice.ts),
 * be it before the page hydrated, while it did, or after.
 * Should its code not come, the form is hidden and the page says the shop could not be reached; the rest of the page
 * stays. `load` (a route's `clientLoader` takes it: `withParts` in lazy-part.ts) fetches it ahead, so that on a
 * navigation it shows with the page's data. Drawn again only for new props (as `hydratedLater`'s parts).
 */
export function latePart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const { load: loadOnce, loaded } = lazyPart<Props & LatePartProps>(() => load().then((module) => ({ default: sayingHydrated<Props>(module.default) })));
  // Code that never comes leaves the boundary as the server drew it (hidden below), rather than failing the page.
  const Lazy = keptOnFailure(loadOnce);
  const Late = memo(function Late(props: Props) {
    const part = useRef<HTMLDivElement>(null);
    // The component it was first drawn with, for as long as it is shown (the other would mount it again).
    const [Part] = useState(() => loaded() ?? Lazy);
    const [unreachable, setUnreachable] = useState(false);
    const hydrated = useKeepEarlyChoice(part);
    useEffect(() => {
      // The same fetch as the boundary's (the browser asks once for a module on its way).
      if (Part === Lazy) loadOnce().catch(() => setUnreachable(true));
    }, [Part]);
    return (
      <>
        {unreachable && <Unreachable />}
        <div ref={part} hidden={unreachable} {...LATE_PART_MARK}>
          <Suspense fallback={null}>
            <Part {...props} onHydrated={hydrated} />
          </Suspense>
        </div>
      </>
    );
  });
  return { Late, load: loadOnce };
}
