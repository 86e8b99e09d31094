import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import {
  maxRecognitionCandidates,
  unknownLandmarkConfidence,
  recognitionTexts,
  serviceUnavailableLandmark,
  type DetectedLandmark,
  type Recognition,
  type RecognitionCandidate,
  type RecognitionResponse,
} from '@artvoyage/contract';
import { uploadErrors } from '../../shared/images/errors';
import { decodeImageData, sniffImageType } from '../../shared/images/image-data';
import { inspectImage } from '../../shared/images/normalise';
import { describeCandidate, describeMatch, retakeSuggestions, suggestionsFor } from './enrich';
import { combineStages, type StageThresholds } from './combine';
import type { Ranking } from './global/ranker-model';
import { rgbOfPhoto, type RgbImage } from './global/views';
import type { Recogniser } from './recogniser';
import type { VisionImage } from './vision-provider';
import { greyPixels } from './grey-pixels';
import { defaultIndexOptions } from './visual-index';

/** The longest side of the JPEG a vision provider is sent. */
const visionSide = 1024;

/** The learned global stage, as the service uses it (GlobalRanker). */
export interface GlobalStage {
  /** False while it loads (a first start takes about a minute): photos do not wait for it. */
  readonly ready: boolean;
  warm(): Promise<unknown>;
  rank(image: RgbImage): Promise<Ranking>;
}

export interface RecognitionDeps {
  recogniser: Recogniser;
  /** Asked beside the local features; its ranking counts only when they claim nothing. */
  global?: GlobalStage;
  thresholds?: StageThresholds;
  /** Asked when the visual search finds nothing (AI_VISION_PROVIDER); its answers are validated. */
  askVision?: (image: VisionImage) => Promise<DetectedLandmark[]>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const { unknown } = recognitionTexts;

export const unknownLandmark: DetectedLandmark = {
  name: unknown.name,
  location: unknown.location,
  confidence: unknownLandmarkConfidence,
  description: unknown.description,
  cultural_context: unknown.culturalContext,
  // The retake advice is in the suggestions; here, where to see what we do know.
  recommendations: [unknown.gallery, unknown.map],
};

/**
 * Photo recognition: checks the photo (a real JPEG, PNG or WebP within the size and pixel limits),
 * decodes it once into the grey pixels the visual search works on, asks the visual search, then the
 * vision provider if one is configured and the search found nothing. The photo lives in memory for the
 * request only; nothing is stored.
 */
export class RecognitionService {
  constructor(private readonly deps: RecognitionDeps) {}

  async recognise(imageData: string): Promise<RecognitionResponse> {
    const started = performance.now();
    const bytes = decodeImageData(imageData);
    const type = sniffImageType(bytes);
    if (!type) throw uploadErrors.unsupportedType();
    await inspectImage(bytes, type);
    // Straight to what the index detects features on: the worker thread then only detects and matches.
    const grey = await greyPixels(bytes, defaultIndexOptions.maxSide).catch(() => {
      // Undecodable pixels are the file's fault (422), not ours.
      throw uploadErrors.unreadable();
    });
    const finish = (fields: Omit<Recognition, 'processing_time'>): RecognitionResponse => ({
      recognition: { ...fields, processing_time: Math.round(performance.now() - started) },
    });

    let searchFailed = false;
    let candidates: RecognitionCandidate[] = [];
    // The global stage runs in its own thread beside the local one; both decode the photo once each.
    const ranking = this.rankIfReady(bytes);
    try {
      const local = await this.deps.recogniser.recognise(grey);
      const global = local.claims.length > 0 ? null : await ranking;
      const { claims, possible } = combineStages(local, global, this.deps.thresholds);
      const results = claims.flatMap((match) => describeMatch(match) ?? []);
      if (results.length > 0) return finish(completed(results, 'visual-search'));
      candidates = possible
        .flatMap((match) => describeCandidate(match) ?? [])
        .slice(0, maxRecognitionCandidates);
    } catch (error) {
      searchFailed = true;
      this.deps.log.error({ err: error }, 'visual search failed');
    }

    if (this.deps.askVision) {
      try {
        const jpeg = await visionCopy(bytes);
        const results = await this.deps.askVision({
          mimeType: 'image/jpeg',
          base64: jpeg.toString('base64'),
        });
        // Only an answer it is sure of is a result; an unsure one that names a subject of our catalogue
        // joins the possible matches, and any other unsure answer is dropped.
        const sure = results.filter((result) => result.confidence > unknownLandmarkConfidence);
        if (sure.length > 0) return finish(completed(sure, 'vision-provider'));
        for (const result of results) {
          const subject = result.subject;
          if (!subject || candidates.some((candidate) => candidate.id === subject.id)) continue;
          const candidate = describeCandidate({
            subject: subject.id,
            kind: subject.kind,
            confidence: result.confidence,
          });
          if (candidate) candidates.push(candidate);
        }
        candidates = candidates.slice(0, maxRecognitionCandidates);
      } catch (error) {
        this.deps.log.warn({ err: error }, 'the vision provider failed');
      }
    }

    if (searchFailed) {
      return finish({
        detected_landmarks: [serviceUnavailableLandmark],
        status: 'error',
        suggestions: [recognitionTexts.suggestions.tryLater],
        source: 'none',
      });
    }
    return finish({
      detected_landmarks: [unknownLandmark],
      status: 'fallback',
      suggestions: [...retakeSuggestions],
      source: 'none',
      ...(candidates.length > 0 ? { candidates } : {}),
    });
  }

  /**
   * The global stage's ranking of the photo, or null when there is none: not configured, still loading
   * (it is asked to load, and the local stage answers alone meanwhile), or failed. Never rejects.
   */
  private async rankIfReady(bytes: Buffer): Promise<Ranking | null> {
    const { global } = this.deps;
    if (!global) return null;
    if (!global.ready) {
      global
        .warm()
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'the global stage failed to load'));
      return null;
    }
    try {
      return await global.rank(await rgbOfPhoto(bytes));
    } catch (error) {
      this.deps.log.warn({ err: error }, 'the global stage failed');
      return null;
    }
  }
}

function completed(
  results: DetectedLandmark[],
  source: Recognition['source'],
): Omit<Recognition, 'processing_time'> {
  return { detected_landmarks: results, status: 'completed', suggestions: suggestionsFor(results), source };
}

/**
 * Upright per EXIF, at most 1024 px, in colour, as JPEG: enough for a vision provider and small to send.
 * Made only when a provider is asked (the visual search found nothing), so most photos are decoded once.
 */
function visionCopy(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(visionSide, visionSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
}
