import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { imagePathSchema } from '@aurelia/contracts';
import type { ImageFormat } from '@aurelia/domain';
import type { FieldErrors } from './modifiers';

/** Source extensions the proxy reads, and the format each is in. */
export const SOURCE_FORMATS: Readonly<Record<string, ImageFormat>> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
  '.avif': 'avif',
};

/** A source image found inside the source folder. */
export interface SourceImage {
  /** Path relative to the source folder, with `/` separators, as requested. */
  relativePath: string;
  absolutePath: string;
  format: ImageFormat;
  mtimeMs: number;
  size: number;
}

/** Why a source could not be used: a malformed path (400) or no such image (404). */
export type SourceLookup =
  | { ok: true; source: SourceImage }
  | { ok: false; status: 400; message: string; errors: FieldErrors }
  | { ok: false; status: 404; message: string };

const NOT_FOUND = { ok: false, status: 404, message: 'Image not found' } as const;

function invalid(problem: string): SourceLookup {
  return { ok: false, status: 400, message: 'Invalid image path', errors: { path: [problem] } };
}

function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * Finds the image `requested` (the decoded path after the modifiers) under `sourceDir`. The path must be
 * relative, made of plain segments (no `.` or `..`, no backslash, NUL or percent sign) with an image
 * extension, and must stay inside the folder even after symbolic links are followed.
 */
export async function findSourceImage(sourceDir: string, requested: string): Promise<SourceLookup> {
  if (/[\\\0%]/.test(requested) || requested.startsWith('/') || !imagePathSchema.safeParse(`/${requested}`).success) {
    return invalid('Use a relative path of letters, digits, dots, dashes and underscores; no segment may start with a dot');
  }
  const format = SOURCE_FORMATS[extname(requested).toLowerCase()];
  if (format === undefined) return invalid('Only png, jpg, jpeg, webp and avif images are served');

  const root = resolve(sourceDir);
  const absolutePath = resolve(root, ...requested.split('/'));
  if (!isInside(root, absolutePath)) return invalid('The path leaves the image folder');
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(absolutePath)]);
    if (!isInside(realRoot, realFile)) return NOT_FOUND;
    const stats = await stat(realFile);
    if (!stats.isFile()) return NOT_FOUND;
    return {
      ok: true,
      source: { relativePath: requested, absolutePath: realFile, format, mtimeMs: stats.mtimeMs, size: stats.size },
    };
  } catch (error) {
    if (isMissing(error)) return NOT_FOUND;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'ENAMETOOLONG';
}
