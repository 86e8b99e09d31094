// The evaluation set's part of `npm run bench:recognition`: photos that differ from the references as a
// visitor's own photo does (other views, strong changes) and distractors, look-alikes included
// (apps/server/src/testing/recognition-eval.ts). Run alone: `npx tsx bench/recognition-eval.ts`.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenCv } from '../apps/server/src/modules/recognition/opencv';
import {
  VisualIndex,
  type ReferenceImage,
  type VisualIndexOptions,
} from '../apps/server/src/modules/recognition/visual-index';
import {
  buildEvalSet,
  scoreEval,
  type EvalKind,
  type EvalOutcome,
  type EvalScore,
} from '../apps/server/src/testing/recognition-eval';

const percent = (part: number, whole: number) => (whole ? ((100 * part) / whole).toFixed(1) : '-');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function referencesIn(mediaDir: string): Promise<(ReferenceImage & { file: string })[]> {
  const list = async (folder: 'artworks' | 'landmarks') =>
    (await readdir(join(mediaDir, folder))).filter((file) => file.endsWith('.jpg')).sort();
  const subjectOf = (file: string) => file.replace(/\.jpg$/, '').replace(/-\d+$/, '');
  return [
    ...(await list('artworks'))
      .filter((file) => !/-\d+\.jpg$/.test(file))
      .map((file) => ({
        file,
        subject: subjectOf(file),
        kind: 'artwork' as const,
        image: join(mediaDir, 'artworks', file),
      })),
    ...(await list('landmarks')).map((file) => ({
      file,
      subject: subjectOf(file),
      kind: 'landmark' as const,
      image: join(mediaDir, 'landmarks', file),
    })),
  ];
}

export interface EvalReport {
  scores: Record<EvalKind, EvalScore>;
  outcomes: EvalOutcome[];
  medianMs: number;
  gcompris: boolean;
  train: number;
}

/**
 * Runs the local-feature recogniser over the evaluation set. Every photo is asked of an index of all
 * references, except the other views of a landmark, asked of one without that photo.
 */
export async function evaluateLocalFeatures(
  cv: OpenCv,
  mediaDir: string,
  options: VisualIndexOptions,
): Promise<EvalReport> {
  const references = await referencesIn(mediaDir);
  const set = await buildEvalSet(mediaDir);
  const indexes = new Map<string, VisualIndex>();
  const indexWithout = async (withheld = '') => {
    let index = indexes.get(withheld);
    if (!index) {
      index = await VisualIndex.build(
        cv,
        references.filter((reference) => reference.file !== withheld),
        options,
      );
      indexes.set(withheld, index);
    }
    return index;
  };
  const outcomes: EvalOutcome[] = [];
  for (const photo of set.photos) {
    const index = await indexWithout(photo.withhold);
    const started = performance.now();
    const { claims, possible } = await index.search(photo.image);
    outcomes.push({
      photo,
      claims: claims.map((match) => match.subject),
      candidates: possible.map((match) => match.subject),
      ms: performance.now() - started,
    });
  }
  return {
    scores: scoreEval(outcomes),
    outcomes,
    medianMs: median(outcomes.map((outcome) => outcome.ms)),
    gcompris: set.gcompris,
    train: set.train.length,
  };
}

export function printEvalReport(report: EvalReport, verbose: boolean): void {
  const { artwork, landmark, distractor } = report.scores;
  console.log(
    `\nEvaluation set (other views and strong changes of our subjects, distractors with look-alikes)` +
      (report.gcompris
        ? `; GCompris found, ${report.train} of its photos kept apart for training`
        : '; GCompris NOT installed (apt-get install gcompris-qt-data): no real other views or distractors'),
  );
  for (const [name, score] of [
    ['artworks', artwork],
    ['landmarks', landmark],
  ] as const) {
    console.log(
      `  ${name}: ${score.photos} photos; claimed right ${percent(score.claimed, score.photos)}%, ` +
        `right in the top 3 ${percent(score.topThree, score.photos)}%, wrong claims ${percent(score.wrongClaims, score.photos)}%, ` +
        `offered candidates ${percent(score.offered, score.photos)}%`,
    );
    for (const tier of ['other view', 'strong change'] as const) {
      const of = report.outcomes.filter((o) => o.photo.kind === name.slice(0, -1) && o.photo.tier === tier);
      if (!of.length) continue;
      const tierScore = scoreEval(of)[name === 'artworks' ? 'artwork' : 'landmark'];
      console.log(
        `    ${tier}: ${of.length} photos, claimed ${percent(tierScore.claimed, of.length)}%, top 3 ${percent(tierScore.topThree, of.length)}%`,
      );
    }
  }
  const lookAlikes = report.outcomes.filter((o) => o.photo.lookAlike);
  console.log(
    `  distractors: ${distractor.photos} photos (${lookAlikes.length} look-alikes); false claims ${percent(distractor.wrongClaims, distractor.photos)}% ` +
      `(look-alikes ${lookAlikes.filter((o) => o.claims.length).length}), offered candidates ${percent(distractor.offered, distractor.photos)}%`,
  );
  console.log(`  median ${report.medianMs.toFixed(0)} ms per photo (local features, one thread)`);
  if (!verbose) return;
  for (const o of report.outcomes) {
    const right = o.photo.kind === 'distractor' ? o.claims.length === 0 : o.claims[0] === o.photo.subject;
    if (right) continue;
    console.log(
      `    ${o.photo.kind} ${o.photo.subject} (${o.photo.description}): claims [${o.claims.join(', ')}] candidates [${o.candidates.join(', ')}]`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadOpenCv } = await import('../apps/server/src/modules/recognition/opencv');
  const { defaultIndexOptions } = await import('../apps/server/src/modules/recognition/visual-index');
  const { repoRoot } = await import('./server');
  const mediaDir = process.env.MEDIA_DIR ?? join(repoRoot, '../shared/media');
  const options = {
    ...defaultIndexOptions,
    ...(JSON.parse(process.env.RECOGNITION_OPTIONS ?? '{}') as Partial<VisualIndexOptions>),
  };
  console.log(`Index options: ${JSON.stringify(options)}`);
  printEvalReport(await evaluateLocalFeatures(await loadOpenCv(), mediaDir, options), true);
}
