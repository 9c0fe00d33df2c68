// Tests that run a build (the e2e journeys, the published ui package) must not test an old one:
// staleBuild() names the newest source file changed after the build, or null when the build is current.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestFile(entry: string): { file: string; mtimeMs: number } | null {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return null;
  }
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const name of readdirSync(entry)) {
    // Not part of any build: dependencies, outputs, stories, tests and their screenshots.
    if (
      name === 'node_modules' ||
      name === 'dist' ||
      name === '__screenshots__' ||
      name.startsWith('.') ||
      /\.(stories|test)\.tsx?$/.test(name)
    )
      continue;
    const found = newestFile(path.join(entry, name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** `builtFile`: a file the build writes every time; `sources`: files and folders it is built from. */
export function staleBuild(builtFile: string, sources: string[]): string | null {
  const built = statSync(builtFile).mtimeMs;
  for (const source of sources) {
    const newest = newestFile(source);
    if (newest && newest.mtimeMs > built) return newest.file;
  }
  return null;
}
