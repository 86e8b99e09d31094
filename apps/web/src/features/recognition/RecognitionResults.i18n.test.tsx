import { findArtwork, landmarkById } from '@artvoyage/content';
import {
  museumLandmarkId,
  recognitionTexts,
  serviceUnavailableLandmark,
  withSubjectName,
  type DetectedLandmark,
  type Recognition,
} from '@artvoyage/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next, loadMessageGroups } from '@/shared/i18n';
import { loadEnglishMuseumHours } from './museum-hours';
import { RecognitionResults } from './RecognitionResults';
import { useLocalizedRecognition } from './useLocalizedRecognition';
import { colosseum, colosseumDescribed as colosseumResult, recognisedAs } from './testing/recognitions';

/*
 * What the server sends, built as recognition/enrich.ts and service.ts build it: from the English content
 * and the contract's fixed texts. The page must show none of those English texts in French or Russian,
 * except a vision provider's own words.
 */

const { suggestions, unknown, unavailable } = recognitionTexts;
const museumHours = landmarkById(museumLandmarkId)!.opening_hours!;

const mona = findArtwork('mona-lisa')!;
const monaResult: DetectedLandmark = {
  name: mona.title,
  location: recognitionTexts.museum,
  confidence: 0.93,
  description: `${mona.title}, ${mona.artist}, ${mona.year}. ${mona.medium}, ${mona.dimensions}.`,
  cultural_context: mona.historicalContext.split('. ').slice(0, 3).join('. '),
  recommendations: [
    `Find it in the ${mona.location}.`,
    'It is a stop on the Renaissance Masters tour.',
    'Listen to its audio guide on its page before or during your visit.',
  ],
  subject: { kind: 'artwork', id: 'mona-lisa' },
  room: mona.location,
  opening_hours: museumHours,
  page: '/artwork/mona-lisa',
};

const recognisedArtwork = recognisedAs(monaResult, 180, [
  withSubjectName(suggestions.artworkPage, mona.title),
  suggestions.artworkPlan,
  suggestions.artworkAsk,
]);

const recognisedLandmark = recognisedAs(colosseumResult, 200, [
  withSubjectName(suggestions.landmarkMap, colosseum.name),
  suggestions.landmarkHours,
  suggestions.landmarkAsk,
]);

const unknownResult: DetectedLandmark = {
  name: unknown.name,
  location: unknown.location,
  confidence: 0.5,
  description: unknown.description,
  cultural_context: unknown.culturalContext,
  recommendations: [unknown.gallery, unknown.map],
};

const notRecognised: Recognition = {
  detected_landmarks: [unknownResult],
  processing_time: 150,
  status: 'fallback',
  suggestions: [suggestions.retakeClearer, suggestions.retakeAngle, suggestions.retakeLight],
  source: 'none',
  candidates: [
    {
      id: 'mona-lisa',
      name: mona.title,
      kind: 'artwork',
      score: 0.3,
      image_id: 'mona-lisa',
      result: monaResult,
    },
  ],
};

const failed: Recognition = {
  detected_landmarks: [serviceUnavailableLandmark],
  processing_time: 40,
  status: 'error',
  suggestions: [suggestions.tryLater],
  source: 'none',
};

/** A vision provider's answer: its own words, about a subject that is not ours. */
const providerWords = 'A Gothic cathedral with two towers and a large rose window.';
const byProvider: Recognition = {
  detected_landmarks: [
    {
      name: 'Cologne Cathedral',
      location: 'Cologne, Germany',
      confidence: 0.8,
      description: providerWords,
      cultural_context: '',
      recommendations: [],
    },
  ],
  processing_time: 900,
  status: 'completed',
  suggestions: [suggestions.otherAsk],
  source: 'vision-provider',
};

function Shown({ recognition }: { recognition: Recognition }) {
  const localized = useLocalizedRecognition(recognition);
  return (
    <MemoryRouter>
      <RecognitionResults recognition={localized} reward={{ status: 'none' }} onConfirm={() => {}} />
    </MemoryRouter>
  );
}

/** Every fixed English text of the server, with the names these results give them. */
const englishTexts = [
  recognitionTexts.museum,
  museumHours,
  ...Object.values(unknown),
  ...Object.values(unavailable),
  ...Object.values(suggestions).flatMap((text) =>
    text.includes('{{name}}')
      ? [withSubjectName(text, mona.title), withSubjectName(text, colosseum.name)]
      : [text],
  ),
];

/** The English texts still on the page. */
function englishLeft(): string[] {
  const page = document.body.textContent ?? '';
  return englishTexts.filter((text) => page.includes(text));
}

const additional = () =>
  within(screen.getByRole('region', { name: i18next.t('recognition.results.additional') }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const server = (path: string, name = '') => i18next.t(`recognition.server.${path}`, { name });

afterEach(cleanup);
afterAll(() => changeLocale('en'));

describe.each(['fr', 'ru'] as const)('the server’s fixed texts in %s', (locale) => {
  beforeAll(async () => {
    await loadMessageGroups(['recognition', 'itineraries']);
    await changeLocale(locale);
    // Fetched by the page after a result arrives; loaded here so that each check can look at once.
    await loadEnglishMuseumHours();
  });

  it('a recognised artwork: the museum, its hours and the recommendations', () => {
    render(<Shown recognition={recognisedArtwork} />);
    const title = locale === 'fr' ? 'La Joconde' : 'Джоконда';
    const card = screen.getByRole('article', { name: title });
    expect(card.textContent).toContain(server('museum'));
    expect(card.textContent).not.toContain(museumHours);
    expect(additional()).toEqual([
      server('suggestions.artworkPage', title),
      server('suggestions.artworkPlan'),
      server('suggestions.artworkAsk'),
    ]);
    expect(additional()[0]).toContain(title);
    expect(englishLeft()).toEqual([]);
  });

  it('a recognised landmark: the recommendations name it in the language', () => {
    render(<Shown recognition={recognisedLandmark} />);
    const name = locale === 'fr' ? 'Colisée' : 'Колизей';
    expect(screen.getByRole('article', { name })).toBeTruthy();
    expect(additional()[0]).toBe(server('suggestions.landmarkMap', name));
    expect(additional()[0]).toContain(name);
    expect(englishLeft()).toEqual([]);
  });

  it('nothing recognised: the Unknown Landmark result, the retake advice and a possible match', () => {
    render(<Shown recognition={notRecognised} />);
    const card = screen.getByRole('article', { name: server('unknown.name') });
    expect(card.textContent).toContain(server('unknown.description'));
    expect(within(card).getByText(server('unknown.gallery'))).toBeTruthy();
    expect(additional()).toEqual([
      server('suggestions.retakeClearer'),
      server('suggestions.retakeAngle'),
      server('suggestions.retakeLight'),
    ]);
    const offered = within(screen.getByTestId('recognition-candidates')).getByRole('article');
    expect(offered.textContent).toContain(server('museum'));
    expect(englishLeft()).toEqual([]);
  });

  it('a failure of the service', () => {
    render(<Shown recognition={failed} />);
    expect(screen.getByRole('article', { name: server('unavailable.name') }).textContent).toContain(
      server('unavailable.description'),
    );
    expect(additional()).toEqual([server('suggestions.tryLater')]);
    expect(englishLeft()).toEqual([]);
  });

  it('leaves a vision provider’s own words as they are', () => {
    render(<Shown recognition={byProvider} />);
    expect(screen.getByText(providerWords)).toBeTruthy();
    expect(additional()).toEqual([server('suggestions.otherAsk')]);
  });
});
