// The evaluation set's part of `npm run bench:recognition`: photos that differ from the references as a
// visitor's own photo does (other views, strong changes) and distractors, look-alikes included
// (apps/server/src/testing/recognition-eval.ts). Run alone: `npx tsx bench/recognition-eval.ts`.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  combineStages,
  defaultThresholds,
  type StageThresholds,
} from '../apps/server/src/modules/recognition/combine';
import { rank, type Ranking } from '../apps/server/src/modules/recognition/global/ranker-model';
import { setUpGlobalRanker, type GlobalSetup } from '../apps/server/src/modules/recognition/global/setup';
import { rgbOfPhoto } from '../apps/server/src/modules/recognition/global/views';
import type { OpenCv } from '../apps/server/src/modules/recognition/opencv';
import {
  VisualIndex,
  type ReferenceImage,
  type VisualIndexOptions,
  type VisualSearchResult,
} from '../apps/server/src/modules/recognition/visual-index';
import {
  buildEvalSet,
  scoreEval,
  type EvalKind,
  type EvalOutcome,
  type EvalPhoto,
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
  /** What the report is of, e.g. "local features only". */
  title: string;
  scores: Record<EvalKind, EvalScore>;
  outcomes: EvalOutcome[];
  medianMs: number;
  gcompris: boolean;
  train: number;
}

/** Both stages' raw answers for one photo, so thresholds can be tried without asking again. */
interface StageAnswers {
  photo: EvalPhoto;
  local: VisualSearchResult;
  localMs: number;
  global: Ranking;
  globalMs: number;
}

/** Where the global stage's reference descriptors are cached between runs of the benchmark. */
const globalCache = process.env.GLOBAL_CACHE ?? join(tmpdir(), 'artvoyage-bench-global');

/**
 * Both recognition stages over the evaluation set. Every photo is asked of stages built from all the
 * references, except the other views of a landmark, asked of stages built without that photo.
 */
export async function answerEvalSet(
  cv: OpenCv,
  mediaDir: string,
  options: VisualIndexOptions,
): Promise<{ answers: StageAnswers[]; gcompris: boolean; train: number; globalLoad: GlobalSetup['stats'] }> {
  const references = await referencesIn(mediaDir);
  const set = await buildEvalSet(mediaDir);
  const stages = new Map<string, { index: VisualIndex; global: GlobalSetup }>();
  const stagesWithout = async (withheld = '') => {
    let built = stages.get(withheld);
    if (!built) {
      const kept = references.filter((reference) => reference.file !== withheld);
      built = {
        index: await VisualIndex.build(cv, kept, options),
        global: await setUpGlobalRanker(
          kept.map(({ subject, kind, image }) => ({ subject, kind, path: image as string })),
          globalCache,
        ),
      };
      stages.set(withheld, built);
    }
    return built;
  };
  const answers: StageAnswers[] = [];
  for (const photo of set.photos) {
    const { index, global } = await stagesWithout(photo.withhold);
    let started = performance.now();
    const local = await index.search(photo.image);
    const localMs = performance.now() - started;
    started = performance.now();
    const ranking = rank(global.model, await global.embedder.ofVisitorPhoto(await rgbOfPhoto(photo.image)));
    answers.push({ photo, local, localMs, global: ranking, globalMs: performance.now() - started });
  }
  const full = await stagesWithout();
  return { answers, gcompris: set.gcompris, train: set.train.length, globalLoad: full.global.stats };
}

/** The figures for one way of combining the stages: local features only, or both with these thresholds. */
export function reportOf(
  answers: readonly StageAnswers[],
  thresholds: StageThresholds | null,
  context: { gcompris: boolean; train: number },
): EvalReport {
  const outcomes = answers.map(({ photo, local, localMs, global, globalMs }): EvalOutcome => {
    const result = thresholds ? combineStages(local, global, thresholds) : local;
    return {
      photo,
      claims: result.claims.map((match) => match.subject),
      candidates: result.possible.map((match) => match.subject),
      // The stages run side by side in the server: the slower one is the wall time.
      ms: thresholds ? Math.max(localMs, globalMs) : localMs,
    };
  });
  return {
    title: thresholds ? `both stages (candidates from ${thresholds.candidate})` : 'local features only',
    scores: scoreEval(outcomes),
    outcomes,
    medianMs: median(outcomes.map((outcome) => outcome.ms)),
    ...context,
  };
}

export function printEvalReport(report: EvalReport, verbose: boolean): void {
  const { artwork, landmark, distractor } = report.scores;
  console.log(
    `\nEvaluation set, ${report.title} (other views and strong changes of our subjects, distractors with look-alikes)` +
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
  console.log(`  median ${report.medianMs.toFixed(0)} ms per photo (each stage on one thread)`);
  if (!verbose) return;
  for (const o of report.outcomes) {
    const right = o.photo.kind === 'distractor' ? o.claims.length === 0 : o.claims[0] === o.photo.subject;
    if (right) continue;
    console.log(
      `    ${o.photo.kind} ${o.photo.subject} (${o.photo.description}): claims [${o.claims.join(', ')}] candidates [${o.candidates.join(', ')}]`,
    );
  }
}

/** Prints the evaluation: local features alone, both stages as the server runs them, and a threshold sweep. */
export async function printEvaluation(
  cv: OpenCv,
  mediaDir: string,
  options: VisualIndexOptions,
  verbose: boolean,
) {
  const rss = () => Math.round(process.memoryUsage().rss / 2 ** 20);
  const before = rss();
  const { answers, gcompris, train, globalLoad } = await answerEvalSet(cv, mediaDir, options);
  const context = { gcompris, train };
  printEvalReport(reportOf(answers, null, context), false);
  printEvalReport(reportOf(answers, defaultThresholds, context), verbose);
  console.log(
    `  global stage: network ${globalLoad.networkMs} ms, reference descriptors ${globalLoad.descriptorsMs} ms ` +
      `(${globalLoad.computed} computed, the rest cached), training ${globalLoad.trainMs} ms; ` +
      `background ${globalLoad.background} (${globalLoad.backgroundRows} rows); this process grew from ${before} MB to ${rss()} MB`,
  );
  console.log(
    '  candidate threshold sweep (right in the top 3: artworks / landmarks / other views; distractors offered candidates):',
  );
  for (const candidate of [0.05, 0.1, 0.2]) {
    const report = reportOf(answers, { candidate }, context);
    const { artwork, landmark, distractor } = report.scores;
    const views = report.outcomes.filter((o) => o.photo.tier === 'other view');
    const viewsRight = views.filter((o) =>
      [...o.claims, ...o.candidates].slice(0, 3).includes(o.photo.subject),
    );
    console.log(
      `    from ${candidate}: ${percent(artwork.topThree, artwork.photos)}% / ${percent(landmark.topThree, landmark.photos)}% / ` +
        `${percent(viewsRight.length, views.length)}%; offered ${percent(distractor.offered, distractor.photos)}%`,
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
  await printEvaluation(await loadOpenCv(), mediaDir, options, process.env.VERBOSE === '1');
}
