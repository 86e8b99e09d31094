import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary stand-in for the web app's build (`WEB_DIST_DIR`): the SPA's index.html and one hashed
 * asset, which is what the suites serving the app need before adding their own files. The caller
 * removes the folder.
 */
export async function makeWebDist(): Promise<string> {
  const webDir = await mkdtemp(join(tmpdir(), 'artvoyage-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>ArtVoyage</title><div id="root"></div>');
  await writeFile(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  return webDir;
}
