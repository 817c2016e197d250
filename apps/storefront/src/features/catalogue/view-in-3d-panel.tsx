import type { Product } from '@aurelia/contracts';
import type { PieceDesign } from '@aurelia/piece-scenes/designs';
import { Dialog, ProductImage, Spinner } from '@aurelia/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { pieceDesignOf } from './piece-design';
import './view-in-3d.css';

/** What the viewer knows of the piece: enough to pick its scene, name it and show a still picture. */
export type PieceOnPage = Pick<Product, 'name' | 'attributes' | 'images'>;

/** The part of the scenes library the panel uses: a viewer the shopper drags to turn and pinches or scrolls to zoom. */
export interface PieceScenes {
  mountPieceViewer(container: HTMLElement, design: PieceDesign, options: { reducedMotion: boolean }): { dispose(): void };
}

export interface ViewIn3dPanelProps {
  product: PieceOnPage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the scenes come from (three.js and the designs' scenes, a chunk of their own). */
  loadScenes?: () => Promise<PieceScenes>;
  /** Whether this browser can draw WebGL. */
  canDraw3d?: () => boolean;
}

export const HOW_TO_TURN = 'Drag to turn the piece, pinch or scroll to zoom. With the keyboard: arrow keys turn it, + and − zoom, Escape closes.';
export const NO_3D = '3D is not available on this device, so here is a still picture of the piece.';

/** One arrow press turns the piece by this much (15°). */
const TURN_STEP = Math.PI / 12;
/** One + or − scrolls the wheel this far (about a fifth nearer or further). */
const ZOOM_STEP = 300;

export type KeyAction = { turn: readonly [yaw: number, pitch: number] } | { zoom: 'in' | 'out' };

/** What a key does to the viewer, or nothing for keys it leaves alone (Escape is the dialog's). */
export function keyAction(key: string): KeyAction | undefined {
  switch (key) {
    case 'ArrowLeft':
      return { turn: [-TURN_STEP, 0] };
    case 'ArrowRight':
      return { turn: [TURN_STEP, 0] };
    case 'ArrowUp':
      return { turn: [0, -TURN_STEP] };
    case 'ArrowDown':
      return { turn: [0, TURN_STEP] };
    case '+':
    case '=':
      return { zoom: 'in' };
    case '-':
    case '_':
      return { zoom: 'out' };
    default:
      return undefined;
  }
}

/**
 * Does a key's action as the hand would: a short drag across the canvas (a full turn is a drag as long as the
 * canvas is high, as the scene's orbit controls count it) or a turn of the wheel, so keys and gestures turn alike.
 */
export function gestureOn(canvas: HTMLCanvasElement, action: KeyAction): void {
  const box = canvas.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if ('zoom' in action) {
    canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: action.zoom === 'in' ? -ZOOM_STEP : ZOOM_STEP, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    return;
  }
  const [yaw, pitch] = action.turn;
  const dx = (yaw / (2 * Math.PI)) * box.height;
  const dy = (pitch / (2 * Math.PI)) * box.height;
  const pointer = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, bubbles: true, cancelable: true, composed: true };
  try {
    canvas.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1, clientX: x, clientY: y }));
    canvas.ownerDocument.dispatchEvent(new PointerEvent('pointermove', { ...pointer, buttons: 1, clientX: x + dx, clientY: y + dy }));
    canvas.ownerDocument.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0, clientX: x + dx, clientY: y + dy }));
  } catch {
    // A browser that refuses to capture a pointer it did not see pressed: the piece stays where it is.
  }
}

/** Whether the browser gives a WebGL context: made and let go at once, since browsers allow only a few. */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

type Stage = 'loading' | 'ready' | 'still';

/** The dialog of "View in 3D": the piece's scene to turn and zoom, or its still picture where WebGL is missing. */
export function ViewIn3dPanel({ product, open, onOpenChange, loadScenes = loadPieceScenes, canDraw3d = hasWebGl }: ViewIn3dPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={`${product.name} in 3D`} description={HOW_TO_TURN}>
      {open && <PieceStage product={product} loadScenes={loadScenes} canDraw3d={canDraw3d} />}
    </Dialog>
  );
}

function PieceStage({ product, loadScenes, canDraw3d }: Required<Pick<ViewIn3dPanelProps, 'product' | 'loadScenes' | 'canDraw3d'>>) {
  const [stage, setStage] = useState<Stage>('loading');
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<{ dispose(): void }>(undefined);
  // Asked once per dialog: a context is made and let go, which browsers ration.
  const drawable = useRef<boolean>(undefined);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      drawable.current ??= canDraw3d();
      if (!drawable.current) {
        setStage('still');
        return;
      }
      loadScenes()
        .then((scenes) => {
          const element = container.current;
          if (cancelled || !element) return;
          viewer.current = scenes.mountPieceViewer(element, pieceDesignOf(product), { reducedMotion: prefersReducedMotion() });
          setStage('ready');
          // Focus on the piece, so the arrow keys turn it at once.
          element.focus();
        })
        .catch(() => {
          if (!cancelled) setStage('still');
        });
    };
    // After the dialog's first frame: asking for a WebGL context takes the main thread a moment, and the dialog
    // that answers the press should show before it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(start, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      viewer.current?.dispose();
      viewer.current = undefined;
    };
  }, [product, loadScenes, canDraw3d]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key);
    const canvas = container.current?.querySelector('canvas');
    if (!action || !canvas || stage !== 'ready') return;
    event.preventDefault();
    gestureOn(canvas, action);
  };

  const picture = product.images[0];
  if (stage === 'still') {
    return (
      <div className="sf-view-3d">
        <p className="sf-view-3d__note" role="status">
          {NO_3D}
        </p>
        {picture && <ProductImage src={picture.url} alt={picture.alt} width={640} height={640} sizes="(min-width: 48rem) 46rem, 100vw" />}
      </div>
    );
  }
  return (
    <div className="sf-view-3d">
      {/* The application role hands the keys to the viewer: it is the control the arrows and + and − work. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={container}
        className="sf-view-3d__stage"
        role="application"
        aria-roledescription="3D viewer"
        aria-label={`${product.name}, to turn and zoom`}
        aria-busy={stage === 'loading'}
        tabIndex={stage === 'ready' ? 0 : -1}
        onKeyDown={onKeyDown}
      >
        {stage === 'loading' && (
          <span className="sf-view-3d__loading">
            <Spinner label="Loading the 3D view" />
          </span>
        )}
      </div>
    </div>
  );
}

/** The scenes library with three.js, a chunk of its own fetched when the dialog opens. */
const loadPieceScenes = (): Promise<PieceScenes> => import('@aurelia/piece-scenes');
