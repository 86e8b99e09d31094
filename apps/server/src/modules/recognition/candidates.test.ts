import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema, recognitionConfirmResponseSchema } from '@artvoyage/contract';
import { recognitions } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';

/*
 * Confirming a possible match, as an attacker would try it: someone else's recognition, an invented
 * one, a candidate that was never offered, a second confirmation (one after the other, or two at once
 * naming different candidates), and XP claimed before any confirmation. The recognitions are the rows
 * the recognition route records for a photo that was only offered candidates.
 */
describe.each(testDatabases)('confirming a possible match on %s', (database) => {
  const { server, newAccount: newUser } = setUpAccountsSuite(database);
  type User = Awaited<ReturnType<typeof newUser>>;
  const confirm = (body: unknown, token?: string) =>
    postJson(`${server.baseUrl}/functions/v1/ai-photo-recognition/confirm`, body, token);
  const claimXp = (user: User, recognitionId: string) =>
    postJson(
      `${server.baseUrl}/functions/v1/gamification-system`,
      { action: 'photo_recognized', data: { recognitionId } },
      user.token,
    );
  /** A photo offered the Colosseum, St Peter's and the Pantheon, none of them certain. */
  const offered = async (user: User, subject: string | null = null) => {
    const [row] = await server.app.database.db
      .insert(recognitions)
      .values({
        userId: user.id,
        subject,
        candidates: subject
          ? []
          : ['landmark:colosseum', 'landmark:st-peters-basilica', 'landmark:pantheon-rome'],
      })
      .returning({ id: recognitions.id });
    if (!row) throw new Error('no recognition recorded');
    return row.id;
  };
  const codeOf = (body: unknown) => errorBodySchema.parse(body).error.code;

  it('confirms one offered candidate of the caller’s own recognition, once, and only then earns XP', async () => {
    const user = await newUser('confirm-owner');
    const recognitionId = await offered(user);

    const early = await claimXp(user, recognitionId);
    expect(early.status).toBe(409);
    expect(codeOf(early.body)).toBe('CONFLICT');

    const confirmed = await confirm(
      { recognition_id: recognitionId, candidate_id: 'st-peters-basilica' },
      user.token,
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(recognitionConfirmResponseSchema.parse(confirmed.body)).toEqual({
      recognition_id: recognitionId,
      subject: { kind: 'landmark', id: 'st-peters-basilica' },
    });
    const [row] = await server.app.database.db
      .select()
      .from(recognitions)
      .where(eq(recognitions.id, recognitionId));
    expect(row?.subject).toBe('landmark:st-peters-basilica');
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // It cannot be changed afterwards, not even to another offered candidate.
    const again = await confirm({ recognition_id: recognitionId, candidate_id: 'colosseum' }, user.token);
    expect(again.status).toBe(409);
    expect((await claimXp(user, recognitionId)).body).toMatchObject({ xpAwarded: 20 + 50 });
    expect((await claimXp(user, recognitionId)).body).toMatchObject({
      xpAwarded: 0,
      message: 'Already counted',
    });
  });

  it('refuses visitors, other users, invented ids, candidates never offered and certain recognitions', async () => {
    const owner = await newUser('confirm-victim');
    const attacker = await newUser('confirm-attacker');
    const recognitionId = await offered(owner);
    const body = { recognition_id: recognitionId, candidate_id: 'colosseum' };

    expect((await confirm(body)).status).toBe(401);
    const stolen = await confirm(body, attacker.token);
    expect(stolen.status).toBe(404);
    expect(codeOf(stolen.body)).toBe('NOT_FOUND');
    expect((await confirm({ ...body, recognition_id: randomUUID() }, owner.token)).status).toBe(404);
    const notOffered = await confirm({ ...body, candidate_id: 'mona-lisa' }, owner.token);
    expect(notOffered.status).toBe(422);
    expect(errorBodySchema.parse(notOffered.body).error.message).toMatch(/not one of the possible matches/);
    // The kind is not part of the id: "landmark:colosseum" is not a candidate id.
    expect((await confirm({ ...body, candidate_id: 'landmark:colosseum' }, owner.token)).status).toBe(422);
    expect((await confirm({ ...body, recognition_id: 'not-a-uuid' }, owner.token)).status).toBe(400);
    expect((await confirm({ ...body, candidate_id: 'x'.repeat(5000) }, owner.token)).status).toBe(400);
    expect((await confirm({ recognition_id: recognitionId }, owner.token)).status).toBe(400);

    const certain = await offered(owner, 'landmark:colosseum');
    expect((await confirm({ ...body, recognition_id: certain }, owner.token)).status).toBe(409);

    // Nothing the attacks tried changed the owner's recognition.
    const [row] = await server.app.database.db
      .select({ subject: recognitions.subject })
      .from(recognitions)
      .where(eq(recognitions.id, recognitionId));
    expect(row?.subject).toBeNull();
    // And the attacker cannot claim XP for it.
    expect((await claimXp(attacker, recognitionId)).status).toBe(404);
  });

  it('lets exactly one of two simultaneous confirmations naming different candidates win', async () => {
    const user = await newUser('confirm-race');
    for (let round = 0; round < 5; round += 1) {
      const recognitionId = await offered(user);
      const answers = await Promise.all(
        ['colosseum', 'pantheon-rome'].map((candidate) =>
          confirm({ recognition_id: recognitionId, candidate_id: candidate }, user.token),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = recognitionConfirmResponseSchema.parse(
        answers.find((answer) => answer.status === 200)?.body,
      );
      const [row] = await server.app.database.db
        .select({ subject: recognitions.subject })
        .from(recognitions)
        .where(eq(recognitions.id, recognitionId));
      expect(row?.subject).toBe(`landmark:${winner.subject.id}`);
    }
  });
});
