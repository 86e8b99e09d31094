import { z } from 'zod';
import { artworkIds } from './constants';

/*
 * Photo recognition (POST /functions/v1/ai-photo-recognition, the prototype's function). The browser sends
 * the photo as a data URL; the server recognises artworks and landmarks by visual search against its
 * reference images (and, when one is configured and that finds nothing, asks a vision provider). The
 * photo is not kept.
 */

export const recognitionRequestSchema = z
  .object({
    /**
     * `data:image/jpeg;base64,...` (or bare base64) of a JPEG, PNG or WebP. The server answers 413 over
     * 10 MB (checked before decoding) rather than a validation error.
     */
    imageData: z.string().min(1, 'Choose a photo first'),
    /** The web client sends "recognition-{timestamp}.jpg"; only logged, never trusted. */
    fileName: z.string().trim().max(255).default('photo.jpg'),
  })
  .meta({ id: 'PhotoRecognitionRequest' });
export type RecognitionRequest = z.input<typeof recognitionRequestSchema>;

/** The statuses a result can carry (see docs/product/ai.md). */
export const recognitionStatuses = ['completed', 'fallback', 'error', 'offline'] as const;
export type RecognitionStatus = (typeof recognitionStatuses)[number];

/** What a recognised subject is in our content, so the page can link it. */
export const recognisedSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('artwork'), id: z.enum(artworkIds) }),
  z.object({ kind: z.literal('landmark'), id: z.string().min(1) }),
]);
export type RecognisedSubject = z.infer<typeof recognisedSubjectSchema>;

export const detectedLandmarkSchema = z
  .object({
    name: z.string(),
    /** 'Louvre Museum, Paris' for an artwork, 'Rome, Italy' for a landmark. */
    location: z.string(),
    /** 0-1: from the geometric evidence for visual search; 0.5 for the fallback. */
    confidence: z.number().min(0).max(1),
    description: z.string(),
    cultural_context: z.string(),
    recommendations: z.array(z.string()),
    /** Set when the subject is one of ours (visual search, or a provider's answer we could match). */
    subject: recognisedSubjectSchema.optional(),
    /** An artwork's room in the museum. */
    room: z.string().optional(),
    /** The museum's or landmark's usual opening hours. */
    opening_hours: z.string().optional(),
    /** An in-app page about it: '/artwork/mona-lisa', '/interactive-map'. */
    page: z.string().startsWith('/').optional(),
  })
  .meta({ id: 'DetectedLandmark' });
export type DetectedLandmark = z.infer<typeof detectedLandmarkSchema>;

/**
 * A subject the photo may show, offered for the visitor to confirm ("Is it one of these?") when nothing
 * is recognised with certainty. It is not a result: it earns nothing and opens nothing until confirmed.
 */
export const recognitionCandidateSchema = z
  .object({
    /** The artwork's or landmark's id in our content. */
    id: z.string().min(1),
    name: z.string(),
    kind: z.enum(['artwork', 'landmark']),
    /** 0-1, below what a claim needs: how strongly the photo points to it, for ranking only. */
    score: z.number().min(0).max(1),
    /**
     * Its picture in the media service, to compare with the photo: under `artworks/` for an artwork,
     * `landmarks/` for a landmark. Absent when we have none.
     */
    image_id: z.string().min(1).optional(),
    /** Its full result, shown once the visitor confirms it. */
    result: detectedLandmarkSchema,
  })
  .meta({ id: 'RecognitionCandidate' });
export type RecognitionCandidate = z.infer<typeof recognitionCandidateSchema>;

/** At most three possible matches are offered, best first. */
export const maxRecognitionCandidates = 3;

export const recognitionSchema = z
  .object({
    /** Best first, at most three; one "Unknown Landmark" or "Service Unavailable" entry otherwise. */
    detected_landmarks: z.array(detectedLandmarkSchema),
    /** Milliseconds the server spent on the photo. */
    processing_time: z.number().int().min(0),
    status: z.string(),
    suggestions: z.array(z.string()),
    /** Who answered: the embedded visual search, a configured vision provider, or nobody. */
    source: z.enum(['visual-search', 'vision-provider', 'none']),
    /**
     * Only when nothing was recognised with certainty (status "fallback"): up to three possible
     * matches, best first, for the visitor to confirm. `detected_landmarks` never holds a guess.
     */
    candidates: z.array(recognitionCandidateSchema).max(maxRecognitionCandidates).optional(),
  })
  .meta({ id: 'PhotoRecognition' });
export type Recognition = z.infer<typeof recognitionSchema>;

export const recognitionResponseSchema = z
  .object({
    recognition: recognitionSchema,
    /**
     * For a signed-in caller whose photo was recognised, or offered candidates: the id under which the
     * server recorded it. A certain recognition earns XP with it at once (photo_recognized, once); one
     * with candidates only after the visitor confirms one of them (POST .../confirm).
     */
    recognition_id: z.uuid().optional(),
  })
  .meta({ id: 'PhotoRecognitionResponse' });
export type RecognitionResponse = z.infer<typeof recognitionResponseSchema>;

/**
 * `POST /functions/v1/ai-photo-recognition/confirm`: a signed-in visitor says which of the offered
 * candidates their photo shows. Only a candidate the server offered for that recognition, once.
 */
export const recognitionConfirmRequestSchema = z
  .object({
    recognition_id: z.uuid('This is not a recognition id.'),
    candidate_id: z.string().trim().min(1).max(100),
  })
  .meta({ id: 'RecognitionConfirmRequest' });
export type RecognitionConfirmRequest = z.infer<typeof recognitionConfirmRequestSchema>;

export const recognitionConfirmResponseSchema = z
  .object({
    recognition_id: z.uuid(),
    /** What the photo shows now: the candidate's result then stands as the photo's. */
    subject: recognisedSubjectSchema,
  })
  .meta({ id: 'RecognitionConfirmResponse' });
export type RecognitionConfirmResponse = z.infer<typeof recognitionConfirmResponseSchema>;

/** The fallback when nothing is recognised. */
export const unknownLandmarkName = 'Unknown Landmark';
export const unknownLandmarkConfidence = 0.5;
/** The result when the service fails. */
export const serviceUnavailableName = 'Service Unavailable';
