// Sizes of a built app's JavaScript as the browser receives it, for the first-load budget checks of storefront-e2e
// and kiosk-e2e; response headers not counted. `gzipBytes` is gzip at level 6, what the kiosk server's compression
// middleware sends; the storefront sends its build's precompressed copies, which storefront-e2e measures as served.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface SizedFile {
  /** The file's name without its content hash: `framework`, `root`, `product`… */
  name: string;
  gzipBytes: number;
}

/** `/assets/framework-CGPsGX5H.js` → `framework`. */
export function chunkName(file: string) {
  return (file.split('/').pop() ?? file).replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}

export function gzipBytes(path: string) {
  return gzipSync(readFileSync(path), { level: 6 }).length;
}

export function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** "framework 105.2 KB, shared 13.0 KB, …", largest first: what a failing budget names. */
export function breakdown(files: SizedFile[]) {
  return [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `${file.name} ${kb(file.gzipBytes)}`)
    .join(', ');
}
