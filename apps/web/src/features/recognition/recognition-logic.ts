import { paths } from '@artvoyage/contract/paths';
import type { DetectedLandmark, Recognition } from '@artvoyage/contract';
import { ApiError, NetworkError } from '@/shared/api/http';
import { errorText } from '@/shared/i18n';

/*
 * The pure rules of the photo recognition screen (see docs/product/ai.md): how a confidence and a
 * status are shown, the results the browser builds itself (offline build, unreachable server), and what
 * a failed call becomes.
 */

/** The file name the client sends: "recognition-{timestamp}.jpg". */
export function recognitionFileName(now: number): string {
  return `recognition-${Math.trunc(now)}.jpg`;
}

/** A confidence in [0, 1] as a whole percent (rounded; out-of-range or broken values are clamped). */
export function confidencePercent(confidence: number): number {
  if (!Number.isFinite(confidence)) return 0;
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}

/** How sure a result's accuracy badge looks: green from 70 %, amber from 40 %, grey below or when unrecognised. */
export type AccuracyTone = 'high' | 'medium' | 'neutral';

export function accuracyTone(recognised: boolean, percent: number): AccuracyTone {
  if (!recognised) return 'neutral';
  if (percent >= 70) return 'high';
  return percent >= 40 ? 'medium' : 'neutral';
}

/** The statuses with a translated label; anything else the service returns is shown as it is. */
export const labelledStatuses = ['completed', 'fallback', 'error', 'offline'] as const;
export type LabelledStatus = (typeof labelledStatuses)[number];

export type StatusLabel = { kind: 'known'; status: LabelledStatus } | { kind: 'raw'; text: string };

export function statusLabel(status: string): StatusLabel {
  const known = labelledStatuses.find((value) => value === status);
  return known ? { kind: 'known', status: known } : { kind: 'raw', text: status };
}

/** The texts of a result the browser builds, in the visitor's language. */
export interface BuiltResultTexts {
  name: string;
  location: string;
  description: string;
  culturalContext: string;
  suggestions: string[];
}

function builtResult(texts: BuiltResultTexts, status: string): Recognition {
  return {
    detected_landmarks: [
      {
        name: texts.name,
        location: texts.location,
        confidence: 0,
        description: texts.description,
        cultural_context: texts.culturalContext,
        recommendations: [],
      },
    ],
    processing_time: 0,
    status,
    suggestions: [...texts.suggestions],
    source: 'none',
  };
}

/** The server cannot be reached, so "Service Unavailable", confidence 0, status error. */
export function unavailableRecognition(texts: BuiltResultTexts): Recognition {
  return builtResult(texts, 'error');
}

/** A build without a backend answers with a placeholder and sends nothing. */
export function offlineRecognition(texts: BuiltResultTexts): Recognition {
  return builtResult(texts, 'offline');
}

/**
 * What a failed call becomes: an unreachable server shows the "Service Unavailable" result; a refusal
 * shows the server's message; anything else (a broken answer) the default message, "An error occurred while analyzing the
 * image" (null here).
 */
export type FailureOutcome = { kind: 'unavailable' } | { kind: 'message'; message: string | null };

export function failureOutcome(error: unknown): FailureOutcome {
  if (error instanceof NetworkError) return { kind: 'unavailable' };
  // An answer that is not a recognition (BAD_RESPONSE) gets the page's general failure words.
  if (error instanceof ApiError && error.code !== 'BAD_RESPONSE') {
    // `errorFromBody` says "HTTP 500" when the server gave no message of its own.
    const message = errorText(error).trim();
    return { kind: 'message', message: message && !/^HTTP \d{3}$/.test(message) ? message : null };
  }
  return { kind: 'message', message: null };
}

/** Whether the result earns the recognition's XP (a real recognition, not a fallback or an error). */
export function earnsXp(recognition: Pick<Recognition, 'status' | 'detected_landmarks'>): boolean {
  return recognition.status === 'completed' && recognition.detected_landmarks.length > 0;
}

/**
 * The recognition once the visitor has said which possible match the photo shows: that candidate's
 * result stands as the photo's, completed; the retake advice no longer applies. Null for an id that
 * was not offered.
 */
export function confirmCandidate(recognition: Recognition, candidateId: string): Recognition | null {
  const candidate = recognition.candidates?.find((offered) => offered.id === candidateId);
  if (!candidate) return null;
  return {
    detected_landmarks: [{ ...candidate.result, confidence: candidate.score }],
    processing_time: recognition.processing_time,
    status: 'completed',
    suggestions: [],
    source: recognition.source,
  };
}

/** The suggestions as a list without blanks or repeats, in their order. */
export function additionalRecommendations(recognition: Pick<Recognition, 'suggestions'>): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const suggestion of recognition.suggestions) {
    const text = suggestion.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    list.push(text);
  }
  return list;
}

/** Where a detected subject can be read about in the app, if anywhere. */
export type SubjectLink =
  { kind: 'artwork'; artworkId: string; to: string } | { kind: 'landmark'; to: string } | null;

export function subjectLink(landmark: Pick<DetectedLandmark, 'subject' | 'page'>): SubjectLink {
  const subject = landmark.subject;
  if (!subject) return null;
  if (subject.kind === 'artwork') {
    return {
      kind: 'artwork',
      artworkId: subject.id,
      to: inAppPath(landmark.page) ?? paths.artwork.href(subject.id),
    };
  }
  return { kind: 'landmark', to: inAppPath(landmark.page) ?? paths.interactiveMap.href() };
}

/** Only a path of this app ("/artwork/x"), never another origin ("//evil.example"). */
function inAppPath(page: string | undefined): string | null {
  return page && page.startsWith('/') && !page.startsWith('//') ? page : null;
}

/** The largest size within `maxSide` on the longest side, keeping the proportions (never enlarged). */
export function scaledSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A fresh id for one recognition, so its XP is counted once (8-64 letters and digits). */
export function newRecognitionId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
