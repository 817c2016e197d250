import type { ColorModePreference } from '@aurelia/domain';
import { createContext } from 'react';

/**
 * The colour mode the shopper's cookie keeps, read once per page by the server (entry.server.tsx) and provided
 * around the router, so the layout draws `<html data-theme>` from it whatever else failed: the root's loader throws
 * when the API is away, and the "We’ll be right back" page must still come in the mode the shopper chose. Provided on
 * the server only: in the browser the layout takes what the server drew.
 */
export const KeptColorModeContext = createContext<ColorModePreference | undefined>(undefined);
