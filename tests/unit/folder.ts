// A temporary folder holding the given files (a build's output, a client's files), by path under it.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function folderWith(files: Record<string, Buffer>, prefix = 'realt-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  for (const [file, data] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), data);
  }
  return dir;
}
