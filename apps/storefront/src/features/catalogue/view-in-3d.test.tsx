// @vitest-environment jsdom
import { sampleProduct } from '@aurelia/contracts/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeOn } from '../../test/api-server';
import { renderWithStore } from '../../test/render';
import { ViewIn3d } from './view-in-3d';
import { hasWebGl, HOW_TO_TURN, keyAction, NO_3D, ViewIn3dPanel, type PieceScenes } from './view-in-3d-panel';

const ring = sampleProduct({
  name: 'Aurora Ruby Three-Stone Ring in 18K Rose Gold',
  attributes: [
    { id: 4, name: 'rose-gold', title: 'Rose Gold', group: 'metal' },
    { id: 9, name: 'ruby', title: 'Ruby', group: 'stone' },
  ],
  images: [{ url: '/images/products/aurora-three-stone-ring-1.png', alt: 'Three-stone ruby ring in rose gold, from the front', width: 800, height: 800 }],
});

/** The button with the app's store (its failure is told in a toast); nothing here calls the API. */
const renderViewIn3d = () => renderWithStore(storeOn({ baseURL: 'http://127.0.0.1:9' }), <ViewIn3d product={ring} />);

/** jsdom has no PointerEvent: a mouse event with the pointer's fields, as the browser's. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? '';
  }
}

/** A scenes library that draws nothing: its canvas records the gestures it is given, as orbit controls read them. */
function fakeScenes() {
  const dispose = vi.fn();
  const gestures: string[] = [];
  const scenes: PieceScenes = {
    mountPieceViewer: vi.fn((container: HTMLElement) => {
      const canvas = document.createElement('canvas');
      canvas.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 480, height: 480 });
      canvas.addEventListener('pointerdown', (event) => gestures.push(`down ${event.clientX},${event.clientY}`));
      document.addEventListener('pointermove', (event) => gestures.push(`move ${event.clientX},${event.clientY}`));
      canvas.addEventListener('wheel', (event) => gestures.push(`wheel ${event.deltaY}`));
      container.append(canvas);
      return { dispose };
    }),
  };
  return { scenes, dispose, gestures };
}

describe('what a key does in the 3D viewer', () => {
  it('turns with the arrows, zooms with + and −, and leaves other keys alone', () => {
    expect(keyAction('ArrowLeft')).toEqual({ turn: [-Math.PI / 12, 0] });
    expect(keyAction('ArrowDown')).toEqual({ turn: [0, Math.PI / 12] });
    expect(keyAction('+')).toEqual({ zoom: 'in' });
    expect(keyAction('-')).toEqual({ zoom: 'out' });
    expect(keyAction('Escape')).toBeUndefined();
    expect(keyAction('a')).toBeUndefined();
  });
});

describe('whether the browser can draw 3D', () => {
  it('asks a canvas for a WebGL context, and lets a context it got go at once', () => {
    const loseContext = vi.fn();
    const context = { getExtension: (name: string) => (name === 'WEBGL_lose_context' ? { loseContext } : null) };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) => (kind === 'webgl' ? context : null)) as never);
    try {
      expect(hasWebGl()).toBe(true);
      expect(loseContext).toHaveBeenCalledOnce();
      getContext.mockReturnValue(null);
      expect(hasWebGl()).toBe(false);
    } finally {
      getContext.mockRestore();
    }
  });
});

describe('the "View in 3D" dialog', () => {
  it('mounts the piece’s scene, says how to use it, and turns and zooms it by keyboard as a drag and the wheel would', async () => {
    vi.stubGlobal('PointerEvent', TestPointerEvent);
    const { scenes, dispose, gestures } = fakeScenes();
    const { unmount } = render(<ViewIn3dPanel product={ring} open onOpenChange={vi.fn()} loadScenes={() => Promise.resolve(scenes)} canDraw3d={() => true} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aurora Ruby Three-Stone Ring in 18K Rose Gold in 3D' });
    expect(dialog).toHaveAccessibleDescription(HOW_TO_TURN);
    const stage = await screen.findByRole('application', { name: 'Aurora Ruby Three-Stone Ring in 18K Rose Gold, to turn and zoom' });
    await waitFor(() => expect(stage).toHaveFocus());
    expect(scenes.mountPieceViewer).toHaveBeenCalledWith(stage, { kind: 'three-stone-ring', metal: 'rose-gold', stone: 'ruby', stoneCount: 3 }, { reducedMotion: false });

    // 15° is a twenty-fourth of the canvas's height (480 px) dragged, from its centre.
    await userEvent.keyboard('{ArrowRight}');
    expect(gestures).toEqual(['down 240,240', 'move 260,240']);
    await userEvent.keyboard('{ArrowUp}+-');
    expect(gestures.slice(2)).toEqual(['down 240,240', 'move 240,220', 'wheel -300', 'wheel 300']);
    unmount();
    expect(dispose).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('asks the scene for no motion when the shopper prefers reduced motion', async () => {
    const { scenes } = fakeScenes();
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<ViewIn3dPanel product={ring} open onOpenChange={vi.fn()} loadScenes={() => Promise.resolve(scenes)} canDraw3d={() => true} />);
      await screen.findByRole('application');
      await waitFor(() => expect(scenes.mountPieceViewer).toHaveBeenCalledWith(expect.any(HTMLElement), expect.anything(), { reducedMotion: true }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the still picture and says why where WebGL is missing, without fetching the scenes', async () => {
    const loadScenes = vi.fn(() => Promise.resolve(fakeScenes().scenes));
    render(<ViewIn3dPanel product={ring} open onOpenChange={vi.fn()} loadScenes={loadScenes} canDraw3d={() => false} />);
    expect(await screen.findByText(NO_3D)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Three-stone ruby ring in rose gold, from the front' })).toBeInTheDocument();
    expect(screen.queryByRole('application')).toBeNull();
    expect(loadScenes).not.toHaveBeenCalled();
  });

  it('falls back to the still picture when the scenes cannot be fetched', async () => {
    render(<ViewIn3dPanel product={ring} open onOpenChange={vi.fn()} loadScenes={() => Promise.reject(new Error('offline'))} canDraw3d={() => true} />);
    expect(await screen.findByText(NO_3D)).toBeVisible();
  });
});

describe('the "View in 3D" button', () => {
  it('opens the dialog on demand and gives focus back to itself on Escape', async () => {
    // A browser without WebGL: the dialog shows the still picture.
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderViewIn3d();
    const button = screen.getByRole('button', { name: 'View in 3D' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Aurora Ruby Three-Stone Ring in 18K Rose Gold in 3D' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(NO_3D)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    getContext.mockRestore();
  });

  it('is busy while the dialog’s code comes, and a second press meanwhile does nothing more', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    // A page pressed before it was idle: the dialog's code is not in yet (a fresh copy of the module).
    vi.resetModules();
    const { ViewIn3d: PressedEarly } = await import('./view-in-3d');
    renderWithStore(storeOn({ baseURL: 'http://127.0.0.1:9' }), <PressedEarly product={ring} />);
    const button = screen.getByRole('button', { name: 'View in 3D' });
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(button).not.toHaveAttribute('aria-busy');
    getContext.mockRestore();
  });

  it('has the dialog’s code once the page is idle, and then opens it in the frame of the press', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.resetModules();
    const { ViewIn3d: AfterIdle } = await import('./view-in-3d');
    renderWithStore(storeOn({ baseURL: 'http://127.0.0.1:9' }), <AfterIdle product={ring} />);
    // jsdom has no idle callbacks: the page's fallback is 200 ms.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await act(() => import('./view-in-3d-panel'));
    const button = screen.getByRole('button', { name: 'View in 3D' });
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Aurora Ruby Three-Stone Ring in 18K Rose Gold in 3D' })).toBeVisible();
    expect(button).not.toHaveAttribute('aria-busy');
    getContext.mockRestore();
  });
});
