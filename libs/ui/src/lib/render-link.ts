import type { ReactNode } from 'react';

/**
 * Draws a component's link: an app passes its router's Link so the link navigates within the page and prefetches;
 * without it the component draws a plain anchor.
 */
export type RenderLink = (props: { href: string; className: string; children: ReactNode }) => ReactNode;
