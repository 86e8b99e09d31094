import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageVariantParams } from '@artvoyage/contract';
import { cardFrame } from '@artvoyage/contract/constants';
import { isNotFound, partialSuffix, SingleFlight, writeFileAtomic } from '../../storage/disk-cache';
import { renderPlaceholder, renderVariant, type Cut } from './render';
import { RenderQueue, RenderQueueFullError } from './render-queue';
import {
  contentTypeByFormat,
  renderSettings,
  variantCachePath,
  type CropRegion,
  type OriginalStamp,
} from './variant';
import { strongEtag } from '../../http/etag';

/** A detail of an artwork served as `crops/<id>`: which original, and which part of it. */
export interface CropSource {
  artworkId: string;
  crop: CropRegion;
}

export interface MediaImage {
  body: Buffer;
  contentType: string;
  etag: string;
  /** True when the original is missing and this is the generated "image not available" card. */
  placeholder: boolean;
}

export interface MediaServiceOptions {
  /** Holds the originals: `<kind>/<id>.jpg`. */
  mediaDir: string;
  /** Where rendered variants are kept. */
  cacheDir: string;
  log: FastifyBaseLogger;
  /** The crops the `crops` kind serves, by id; any other id there gets the placeholder. */
  crops?: ReadonlyMap<string, CropSource>;
  /** Bounds the renders running at once (and waiting); shared by every variant and placeholder. */
  renderQueue?: RenderQueue;
}

/**
 * Two renders at a time leave two of libuv's four threads to file reads (static files, the disk
 * cache), and a short waiting line: past it a render is refused with 503 rather than queued for long.
 */
export const defaultRenderQueue = () => new RenderQueue(2, 32);

/** Renders and caches image variants; see docs/features/images.md. */
export class MediaService {
  readonly #variants = new SingleFlight<Buffer>();
  readonly #placeholderFlight = new SingleFlight<Buffer>();
  readonly #placeholders = new Map<string, Buffer>();
  readonly #queue: RenderQueue;

  constructor(private readonly options: MediaServiceOptions) {
    this.#queue = options.renderQueue ?? defaultRenderQueue();
  }

  /** The original's file, or undefined for an unknown crop. */
  originalPath(kind: ImageVariantParams['kind'], id: string): string | undefined {
    if (kind === 'crops') {
      const source = this.options.crops?.get(id);
      return source && join(this.options.mediaDir, 'artworks', `${source.artworkId}.jpg`);
    }
    if (kind === 'cards') return join(this.options.mediaDir, 'artworks', `${id}.jpg`);
    return join(this.options.mediaDir, kind, `${id}.jpg`);
  }

  async get(params: ImageVariantParams): Promise<MediaImage> {
    const originalPath = this.originalPath(params.kind, params.id);
    const original = originalPath ? await stampOf(originalPath) : undefined;
    if (originalPath && original) {
      try {
        const body = await this.#variant(params, originalPath, original);
        return this.#image(body, params, false);
      } catch (error) {
        if (error instanceof RenderQueueFullError) throw error;
        if (!isNotFound(error)) {
          this.options.log.error(
            { err: error, originalPath },
            'media: could not render the original; serving the placeholder',
          );
        }
      }
    }
    return this.#image(await this.#placeholder(params), params, true);
  }

  #image(body: Buffer, params: ImageVariantParams, placeholder: boolean): MediaImage {
    return { body, contentType: contentTypeByFormat[params.format], etag: strongEtag(body), placeholder };
  }

  #variant(params: ImageVariantParams, originalPath: string, original: OriginalStamp): Promise<Buffer> {
    const crop = params.kind === 'crops' ? this.options.crops?.get(params.id)?.crop : undefined;
    const card = params.kind === 'cards';
    const cut: Cut | undefined = crop ? { region: crop } : card ? { frame: cardFrame } : undefined;
    // The cards' frame is a setting like the encoders': a new frame renders the cards anew.
    const settings = card ? { ...renderSettings, cardFrame } : renderSettings;
    const file = join(this.options.cacheDir, variantCachePath(params, original, crop, settings));
    return this.#variants.run(file, async () => {
      try {
        return await readFile(file);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      const started = performance.now();
      const body = await this.#queue.run(() => renderVariant(originalPath, params.width, params.format, cut));
      this.options.log.debug(
        { file, ms: Math.round(performance.now() - started), bytes: body.length },
        'media: rendered variant',
      );
      try {
        await writeFileAtomic(file, body);
        await removeStaleVariants(file, `${params.width}-`, `.${params.format}`);
      } catch (error) {
        // The image is still served; it is rendered again next time.
        this.options.log.warn({ err: error, file }, 'media: could not write the cache');
      }
      return body;
    });
  }

  #placeholder(params: ImageVariantParams): Promise<Buffer> {
    // One wordless card per width and format, whatever the id: a flood of made-up ids renders
    // nothing new, and the set kept is bounded by the widths and formats the route accepts.
    const key = `${params.width}.${params.format}`;
    const kept = this.#placeholders.get(key);
    if (kept) return Promise.resolve(kept);
    return this.#placeholderFlight.run(key, async () => {
      const body = await this.#queue.run(() => renderPlaceholder(params.width, params.format));
      this.#placeholders.set(key, body);
      return body;
    });
  }
}

async function stampOf(path: string): Promise<OriginalStamp | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { mtimeMs: info.mtimeMs, size: info.size } : undefined;
  } catch (error) {
    if (isNotFound(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** Drops renders of an earlier version of the same original (same width and format). */
async function removeStaleVariants(current: string, prefix: string, suffix: string): Promise<void> {
  const dir = dirname(current);
  const keep = basename(current);
  for (const name of await readdir(dir)) {
    if (name !== keep && name.startsWith(prefix) && name.endsWith(suffix) && !name.endsWith(partialSuffix)) {
      await rm(join(dir, name), { force: true });
    }
  }
}
