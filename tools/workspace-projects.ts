import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace's root folder. */
export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A project of the workspace as the boundary rules see it. */
export interface WorkspaceProject {
  name: string;
  root: string;
  tags: string[];
  /**
   * An import other projects reach it by: its package name, or its first subpath (`@aurelia/server-http/forward-to-api`)
   * when its package.json "exports" has no "." entry. Only libraries are importable.
   */
  importPath: string | null;
}

/** Reads every project under apps/ and libs/ from its package.json ("nx" field) or project.json. */
export function workspaceProjects(): WorkspaceProject[] {
  return ['apps', 'libs'].flatMap((group) => {
    const dir = join(workspaceRoot, group);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => readProject(`${group}/${entry.name}`, group === 'libs'))
      .filter((project): project is WorkspaceProject => project !== null);
  });
}

function readJson(file: string): Record<string, unknown> | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

function readProject(root: string, isLibrary: boolean): WorkspaceProject | null {
  const pkg = readJson(join(workspaceRoot, root, 'package.json'));
  const projectJson = readJson(join(workspaceRoot, root, 'project.json'));
  const nx = (pkg?.['nx'] ?? {}) as { name?: string; tags?: string[] };
  const name = (projectJson?.['name'] as string | undefined) ?? nx.name ?? (pkg?.['name'] as string | undefined);
  if (!name) return null;
  const tags = (projectJson?.['tags'] as string[] | undefined) ?? nx.tags ?? [];
  const packageName = pkg?.['name'] as string | undefined;
  const importPath = isLibrary && packageName ? entryPoint(packageName, pkg?.['exports']) : null;
  return { name, root, tags, importPath };
}

function entryPoint(packageName: string, exports: unknown): string {
  if (typeof exports !== 'object' || exports === null || '.' in exports) return packageName;
  const [first] = Object.keys(exports);
  return first ? `${packageName}${first.slice(1)}` : packageName;
}
