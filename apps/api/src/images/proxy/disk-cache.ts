import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Transformed images on disk, one file per key, fanned out over 256 folders. */
export interface DiskCache {
  /** Where the entry for `key` lives. */
  pathOf(key: string, extension: string): string;
  /** The entry, or null when there is none yet. */
  read(key: string, extension: string): Promise<Buffer | null>;
  /**
   * Stores an entry. The bytes go to a unique temporary file first and are then renamed into place, so a
   * reader never sees a half-written file and concurrent writers of the same key cannot interleave.
   */
  write(key: string, extension: string, data: Buffer): Promise<void>;
}

/** A disk cache in `dir`, which is created on first write. */
export function createDiskCache(dir: string): DiskCache {
  const pathOf = (key: string, extension: string): string => join(dir, key.slice(0, 2), `${key}.${extension}`);
  return {
    pathOf,
    async read(key, extension) {
      try {
        return await readFile(pathOf(key, extension));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, extension, data) {
      const target = pathOf(key, extension);
      const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      try {
        await writeFile(temporary, data);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
