import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module: the same answer from the TypeScript
 * sources (tests, tsx) and from the bundle in dist/.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@rekon/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @rekon/server package folder.');
    dir = parent;
  }
}

export const migrationsDir = () => path.join(serverRoot(), 'migrations');
export const defaultWebDist = () => path.join(serverRoot(), '..', 'web', 'dist');
