import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { placeNames, places } from '../../db/schema';
import { suggestionOf } from './place-json';
import { candidate, type Candidate } from './ranking';
import {
  ALTERNATE_MIN_SIMILARITY,
  ALTERNATE_PREFIX_MIN_LENGTH,
  FUZZY_IMPORTANCE_WEIGHT,
  FUZZY_TIER,
  TRIGRAM_MIN_QUERY_LENGTH,
} from './search-rules';

/**
 * Ranked local candidates (with duplicates), each with all its names, by the database's query: the
 * source of truth for the ranking, which serves until the in-memory index is built.
 */
export async function searchDatabase(db: Db, q: string, count: number): Promise<Candidate[]> {
  const { name, isPrimary: primary, placeKey } = placeNames;
  const prefix = `${q}%`;
  const word = `% ${q}%`;
  // One indexed scan per way of matching, unioned: with OR the planner falls back to a full scan.
  const hits = (where: SQL | undefined) =>
    db.select({ placeKey, name, primary }).from(placeNames).where(where);
  const candidates =
    q.length < TRIGRAM_MIN_QUERY_LENGTH
      ? hits(and(primary, like(name, prefix)))
      : union(hits(like(name, prefix)), hits(like(name, word)), hits(sql`${name} % ${q}`));
  const found = candidates.as('found');
  const tier = sql<number>`min(case
      when ${found.name} = ${q} and ${found.primary} then 0
      when ${found.name} = ${q} then 1
      when ${found.primary} and ${found.name} like ${prefix} then 2
      when ${found.primary} and ${found.name} like ${word} then 3
      when ${q.length >= ALTERNATE_PREFIX_MIN_LENGTH} and ${found.name} like ${prefix} then 4
      else ${sql.raw(String(FUZZY_TIER))} end)`;
  // GeoNames' alternate names are many and noisy, so a typo only counts on one when it is close.
  const similarity = sql<number>`max(case
      when ${found.primary} or similarity(${found.name}, ${q}) >= ${ALTERNATE_MIN_SIMILARITY}
      then similarity(${found.name}, ${q}) else 0 end)`;
  const matches = db
    .select({
      placeKey: found.placeKey,
      tier: tier.mapWith(Number).as('tier'),
      similarity: similarity.mapWith(Number).as('similarity'),
    })
    .from(found)
    .groupBy(found.placeKey)
    .having(or(sql`${tier} < ${FUZZY_TIER}`, sql`${similarity} > 0`))
    .as('matches');
  const score = sql`case when ${matches.tier} < ${FUZZY_TIER} then ${places.importance}
      else ${matches.similarity} + ${FUZZY_IMPORTANCE_WEIGHT} * ${places.importance} end`;
  const rows = await db
    .select({
      key: places.key,
      id: places.id,
      kind: places.kind,
      source: places.source,
      name: places.name,
      country: places.country,
      latitude: places.latitude,
      longitude: places.longitude,
      importance: places.importance,
    })
    .from(matches)
    .innerJoin(places, eq(places.key, matches.placeKey))
    .orderBy(
      asc(matches.tier),
      desc(score),
      desc(matches.similarity),
      asc(sql`${places.name} collate "C"`),
      asc(places.key),
    )
    .limit(count);
  if (rows.length === 0) return [];
  const names = await db
    .select({ placeKey: placeNames.placeKey, name: placeNames.name })
    .from(placeNames)
    .where(
      inArray(
        placeNames.placeKey,
        rows.map((row) => row.key),
      ),
    );
  const namesOf = new Map<string, string[]>();
  for (const row of names) namesOf.set(row.placeKey, [...(namesOf.get(row.placeKey) ?? []), row.name]);
  return rows.map((row) => candidate(suggestionOf(row), namesOf.get(row.key) ?? []));
}
