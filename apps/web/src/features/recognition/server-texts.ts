import {
  recognitionTexts,
  withSubjectName,
  type DetectedLandmark,
  type Recognition,
} from '@artvoyage/contract';

/*
 * The server writes a recognition's fixed texts in English (the Unknown Landmark result, the museum as
 * an artwork's location, the Additional Recommendations): `recognitionTexts` in the contract. The page
 * shows the visitor's language instead, for a text that is exactly one of those; anything else (a text
 * the server has since changed, a vision provider's own words) stays as the server wrote it.
 */

interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Every text of the tree with its dotted path ('suggestions.artworkPage'). */
function textsByPath(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : textsByPath(value, path);
  });
}

export interface ServerTextsInLanguage {
  /** The text at this path of `recognitionTexts` in the active language, with the subject's name. */
  text: (path: string, name: string) => string;
  /** The subject the suggestions name: as the server named it, and as the page shows it. */
  subject?: { english: string; shown: string };
  /** More English texts to show in the language (an artwork's museum hours), by their exact English. */
  extra?: ReadonlyMap<string, string>;
}

/** Translates a text of the server's when it is exactly one of its fixed English texts. */
export function serverTextTranslator(texts: ServerTextsInLanguage): (text: string) => string {
  const table = new Map(texts.extra);
  for (const [path, english] of textsByPath(recognitionTexts)) {
    if (!english.includes('{{name}}')) table.set(english, texts.text(path, ''));
    else if (texts.subject) {
      table.set(withSubjectName(english, texts.subject.english), texts.text(path, texts.subject.shown));
    }
  }
  return (text) => table.get(text) ?? text;
}

function localizeResult(result: DetectedLandmark, translate: (text: string) => string): DetectedLandmark {
  return {
    ...result,
    name: translate(result.name),
    location: translate(result.location),
    description: translate(result.description),
    cultural_context: translate(result.cultural_context),
    recommendations: result.recommendations.map(translate),
    ...(result.opening_hours !== undefined && { opening_hours: translate(result.opening_hours) }),
  };
}

/** The recognition with the server's fixed texts in the active language. */
export function localizeServerTexts(
  recognition: Recognition,
  translate: (text: string) => string,
): Recognition {
  return {
    ...recognition,
    detected_landmarks: recognition.detected_landmarks.map((result) => localizeResult(result, translate)),
    suggestions: recognition.suggestions.map(translate),
    ...(recognition.candidates && {
      candidates: recognition.candidates.map((candidate) => ({
        ...candidate,
        name: translate(candidate.name),
        result: localizeResult(candidate.result, translate),
      })),
    }),
  };
}
