// `npm run media:fetch [-- --force]`: downloads every artwork's original from Wikimedia Commons
// (the file named in its imageCredit) into MEDIA_DIR/artworks/<id>.jpg. Needs the internet.
import { join } from 'node:path';
import { artworks } from '@artvoyage/content';
import { ConfigError, loadConfig } from '../../config';
import { fileExists } from '../../storage/disk-cache';
import {
  commonsFileUrl,
  commonsHost,
  describeError,
  downloadOriginal,
  isNetworkError,
  originalMaxSide,
  userAgent,
} from './commons';

const reachTimeoutMs = 8_000;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'Usage: npm run media:fetch [-- --force]\n  --force  download again even when the file exists',
    );
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--force');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}; see --help.`);
    return 2;
  }
  const force = args.includes('--force');
  const config = loadConfig();
  const dir = join(config.mediaDir, 'artworks');
  console.log(`Artwork originals -> ${dir}${force ? ' (--force)' : ''}`);

  const todo: (typeof artworks)[number][] = [];
  for (const artwork of artworks) {
    if (!force && (await fileExists(join(dir, `${artwork.id}.jpg`)))) {
      console.log(`  - ${artwork.id}: already there, skipped`);
    } else {
      todo.push(artwork);
    }
  }
  if (todo.length === 0) {
    console.log('Nothing to download.');
    return 0;
  }

  // One quick look first, so a machine without internet fails in seconds with a clear message.
  try {
    await fetch(`https://${commonsHost}/`, {
      method: 'HEAD',
      headers: { 'user-agent': userAgent },
      signal: AbortSignal.timeout(reachTimeoutMs),
    });
  } catch (error) {
    console.error(
      `\nCannot reach ${commonsHost}: ${describeError(error)}.\n` +
        'The network seems unreachable from here, so no original was downloaded. Run this where ' +
        'the internet is reachable, or point MEDIA_DIR at a folder that has the originals ' +
        '(in this workplace: ../shared/media).',
    );
    return 1;
  }

  let failed = 0;
  for (const [index, artwork] of todo.entries()) {
    const target = join(dir, `${artwork.id}.jpg`);
    const url = commonsFileUrl(artwork.imageCredit.commonsFile, originalMaxSide);
    const started = performance.now();
    try {
      const { width, height, bytes } = await downloadOriginal(url, target);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  ✓ ${artwork.id}: ${width}×${height}, ${Math.round(bytes / 1024)} KB (${seconds} s)`);
    } catch (error) {
      failed++;
      console.error(`  ✗ ${artwork.id}: ${describeError(error)}\n      ${url}`);
      if (isNetworkError(error)) {
        const rest = todo.length - index - 1;
        if (rest > 0) console.error(`  The network went away; ${rest} more not tried.`);
        failed += rest;
        break;
      }
    }
  }
  console.log(failed ? `\n${failed} of ${todo.length} failed.` : `\nDownloaded ${todo.length}.`);
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
