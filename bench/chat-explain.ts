// A debug tool for the art-expert chat: for each question, the terms it is searched with, the share of
// them the knowledge base knows, the passages retrieval ranks first (score, id, matched terms) and the
// answer the expert gives (its language, sources and first words).
//
//   cd bench && npx tsx chat-explain.ts fr "À quelle heure ouvre le Louvre ?" "Où est la Joconde ?"
//
// The first argument is the language whose expert retrieves (en, fr or ru); the answer itself is given
// in the language the question is written in, as in the app.
import { MuseumExperts } from '../apps/server/src/modules/ai-chat/experts';
import { contentTerms, type ChatLanguage } from '../apps/server/src/modules/ai-chat/text-terms';

const languages: readonly ChatLanguage[] = ['en', 'fr', 'ru'];
const [language, ...questions] = process.argv.slice(2);
if (!languages.includes(language as ChatLanguage) || questions.length === 0) {
  console.error('Usage: npx tsx chat-explain.ts <en|fr|ru> "question" ["question" …]');
  process.exit(1);
}

const experts = new MuseumExperts();
const expert = experts.expert(language as ChatLanguage);
for (const question of questions) {
  const terms = contentTerms(question, expert.language.code);
  console.log(`${question}\n  terms: ${terms.join(', ')}; known: ${expert.knownShare(question).toFixed(2)}`);
  for (const item of expert.retrieve(question))
    console.log(`  ${item.score.toFixed(2).padStart(7)}  ${item.passage.id}  [${item.matched.join(', ')}]`);
  const answer = experts.answer(question);
  console.log(
    `  => ${answer.language} ${answer.grounded ? 'grounded' : 'not grounded'}: ${answer.sources.join(' ')}\n` +
      `     ${answer.text.slice(0, 160).replace(/\n+/g, ' ')}`,
  );
}
