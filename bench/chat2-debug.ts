import { MuseumExperts } from '../apps/server/src/modules/ai-chat/experts';
import { contentTerms } from '../apps/server/src/modules/ai-chat/text-terms';
const experts = new MuseumExperts();
const [lang, ...qs] = process.argv.slice(2);
for (const q of qs) {
  const e = experts.expert(lang as 'fr');
  console.log('Q', q, contentTerms(q, lang as 'fr'), 'known', e.knownShare(q).toFixed(2));
  for (const r of e.retrieve(q)) console.log('  ', r.score.toFixed(2), r.passage.id, r.matched.join(','));
  const a = experts.answer(q);
  console.log('  =>', a.language, a.sources.join(' '), '|', a.text.slice(0, 150));
}
