import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  errorBodySchema,
  gamificationResultSchema,
  profileDefaults,
  profileSchema,
} from '@artvoyage/contract';
import { userProfiles } from '../../db/schema';
import { latestOutbox, postJson, uniqueEmail, type SessionBody } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';

describe.each(testDatabases)('profiles and MFA on %s', (database) => {
  const { server, auth, api, signUp: newUser } = setUpAccountsSuite(database);
  const get = (url: string, token: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } });

  describe('profiles', () => {
    it('creates the profile at sign-up with the new-profile defaults', async () => {
      const { email, session } = await newUser('profile');
      const response = await get(api('/profile'), session.access_token);
      expect(response.status).toBe(200);
      const profile = profileSchema.parse(await response.json());
      expect(profile).toMatchObject({
        user_id: session.user.id,
        email,
        full_name: 'Test User',
        travel_preferences: profileDefaults.travel_preferences,
        experience_points: 100,
        user_level: 1,
        languages: ['en'],
        interests: ['Art', 'Culture'],
        favorite_destinations: [],
      });
      const outbox = await latestOutbox(server.config.dataDir, email);
      expect(outbox.subject).toBe('Confirm your ArtVoyage account');
    });

    it('updates only what is sent and sets updated_at', async () => {
      const { session } = await newUser('patch');
      const before = profileSchema.parse(await (await get(api('/profile'), session.access_token)).json());
      await new Promise((resolve) => setTimeout(resolve, 5));
      const patched = await postJson(
        api('/profile'),
        {
          bio: 'Loves Vermeer',
          travel_preferences: { interests: ['art', 'museums'], budget_level: 'high', travel_style: 'relax' },
        },
        session.access_token,
        'PATCH',
      );
      expect(patched.status).toBe(200);
      const after = profileSchema.parse(patched.body);
      expect(after.bio).toBe('Loves Vermeer');
      expect(after.travel_preferences.budget_level).toBe('high');
      expect(after.full_name).toBe(before.full_name);
      expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
      const bad = await postJson(
        api('/profile'),
        { user_id: session.user.id },
        session.access_token,
        'PATCH',
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    });

    it("never reads or changes another user's profile", async () => {
      const alice = await newUser('alice');
      const bob = await newUser('bob');
      // The id in the body or the query cannot pick the row: it always comes from the token.
      const patch = await postJson(
        `${api('/profile')}?user_id=${bob.session.user.id}`,
        { full_name: 'Mallory' },
        alice.session.access_token,
        'PATCH',
      );
      expect(patch.status).toBe(200);
      expect(patch.body).toMatchObject({ user_id: alice.session.user.id, full_name: 'Mallory' });
      const bobProfile = profileSchema.parse(
        await (await get(api('/profile'), bob.session.access_token)).json(),
      );
      expect(bobProfile.full_name).toBe('Test User');
      const smuggled = await postJson(
        api('/profile'),
        { user_id: bob.session.user.id, full_name: 'x' },
        alice.session.access_token,
        'PATCH',
      );
      expect(smuggled.status).toBe(400);
      expect((await fetch(api('/profile'))).status).toBe(401);
    });

    it('keeps languages as codes and destinations trimmed and once each; then the profile can be completed', async () => {
      const { session } = await newUser('fields');
      const token = session.access_token;
      const saved = await postJson(
        api('/profile'),
        {
          full_name: 'Ada',
          bio: 'Loves Vermeer',
          languages: ['fr', 'en', 'ja'],
          favorite_destinations: ['  Kyoto ', 'kyoto', 'Lisbon'],
        },
        token,
        'PATCH',
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(profileSchema.parse(saved.body)).toMatchObject({
        languages: ['fr', 'en', 'ja'],
        favorite_destinations: ['Kyoto', 'Lisbon'],
      });
      // Portrait of a Traveler can now be earned, which needs a language and a destination.
      const completed = await postJson(
        `${server.baseUrl}/functions/v1/gamification-system`,
        { action: 'profile_completed', data: {} },
        token,
      );
      expect(completed.status).toBe(200);
      expect(gamificationResultSchema.parse(completed.body).newAchievements.map((a) => a.id)).toEqual([
        'profile-complete',
      ]);
    });

    it('refuses oversized, unknown and malformed profile fields with a 400, never a 500', async () => {
      const { session } = await newUser('fields-attack');
      const token = session.access_token;
      const patch = (body: unknown) => postJson(api('/profile'), body, token, 'PATCH');
      const refused = [
        { languages: ['xx'] },
        { languages: ['English'] },
        { languages: ['en', 'en'] },
        { languages: Array.from({ length: 31 }, () => 'en') },
        { languages: [42] },
        { languages: 'en' },
        { favorite_destinations: Array.from({ length: 11 }, (_, i) => `City ${i}`) },
        { favorite_destinations: ['x'.repeat(81)] },
        { favorite_destinations: ['   '] },
        { favorite_destinations: ['\u200b\u200b'] },
        { favorite_destinations: [null] },
        { favorite_destinations: Array.from({ length: 10_000 }, () => 'Paris') },
      ];
      for (const body of refused) {
        const response = await patch(body);
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(errorBodySchema.parse(response.body).error.code).toBe('VALIDATION_FAILED');
      }
      // A body far over any limit is refused before it is parsed.
      const huge = await patch({ favorite_destinations: ['x'.repeat(2_000_000)] });
      expect([400, 413]).toContain(huge.status);
      // Markup is only text: kept as typed, returned as JSON text (the pages escape it).
      const html = '<img src=x onerror=alert(1)>';
      const stored = await patch({ favorite_destinations: [html] });
      expect(stored.status).toBe(200);
      expect(profileSchema.parse(stored.body).favorite_destinations).toEqual([html]);
      // Nothing changed the other fields along the way.
      const profile = profileSchema.parse(await (await get(api('/profile'), token)).json());
      expect(profile.languages).toEqual(['en']);
      // Without a token, or with one whose session ended, nothing is read or changed.
      expect((await postJson(api('/profile'), { languages: ['fr'] }, undefined, 'PATCH')).status).toBe(401);
      expect((await postJson(auth('/logout'), {}, token)).status).toBe(204);
      expect((await patch({ languages: ['fr'] })).status).toBe(401);
    });

    it('answers profiles saved before codes and the fifteen interests in the current shape', async () => {
      const { session } = await newUser('fields-legacy');
      await server.app.database.db
        .update(userProfiles)
        .set({
          languages: ['English', 'Klingon', 'fr'],
          travelPreferences: {
            interests: ['food', 'shopping', 'art'],
            budget_level: 'low',
            travel_style: 'relax',
          },
        })
        .where(eq(userProfiles.userId, session.user.id));
      const profile = profileSchema.parse(await (await get(api('/profile'), session.access_token)).json());
      expect(profile.languages).toEqual(['en', 'fr']);
      expect(profile.travel_preferences.interests).toEqual(['art', 'gastronomy']);
    });

    it("lists the caller's achievements and badges only", async () => {
      const alice = await newUser('awards-a');
      const bob = await newUser('awards-b');
      const db = server.app.database.db;
      await db.execute(
        `insert into achievements (id, name, description, icon) values ('test-award', 'Test Award', 'Tested', 'star') on conflict do nothing`,
      );
      await db.execute(
        `insert into badges (id, name, description, icon, color) values ('explorer', 'Explorer', 'Explore', 'map', 'blue') on conflict do nothing`,
      );
      await db.execute(
        `insert into user_achievements (user_id, achievement_id, unlocked_at) values ('${alice.session.user.id}', 'test-award', now() + interval '1 minute')`,
      );
      await db.execute(
        `insert into user_badges (user_id, badge_id) values ('${alice.session.user.id}', 'explorer')`,
      );
      const achievements = (await (
        await get(api('/profile/achievements'), alice.session.access_token)
      ).json()) as unknown[];
      // Newest first; every account has First Steps from sign-up.
      expect(achievements).toEqual([
        expect.objectContaining({
          id: 'test-award',
          name: 'Test Award',
          icon: 'star',
          earned_date: expect.any(String),
        }),
        expect.objectContaining({ id: 'first-steps', name: 'First Steps', earned_date: expect.any(String) }),
      ]);
      const badges = (await (
        await get(api('/profile/badges'), alice.session.access_token)
      ).json()) as unknown[];
      expect(badges).toEqual([
        expect.objectContaining({ id: 'explorer', color: 'blue', earned_date: expect.any(String) }),
      ]);
      expect(await (await get(api('/profile/achievements'), bob.session.access_token)).json()).toEqual([
        expect.objectContaining({ id: 'first-steps' }),
      ]);
      expect(await (await get(api('/profile/badges'), bob.session.access_token)).json()).toEqual([]);
    });
  });

  describe('MFA', () => {
    async function enrolTotp(session: SessionBody, name = 'Phone app') {
      const enrolled = await postJson(
        auth('/factors'),
        { factor_type: 'totp', friendly_name: name, issuer: 'ArtVoyage' },
        session.access_token,
      );
      expect(enrolled.status).toBe(200);
      return enrolled.body as {
        id: string;
        type: string;
        totp: { qr_code: string; secret: string; uri: string };
      };
    }
    const challenge = async (token: string, factorId: string) =>
      (await postJson(auth(`/factors/${factorId}/challenge`), {}, token)).body as {
        id: string;
        expires_at: number;
      };

    it('enrols TOTP, verifies a real code to aal2, refuses its replay and keeps aal2 after refresh', async () => {
      const { email, password, session } = await newUser('totp');
      const factor = await enrolTotp(session);
      expect(factor.type).toBe('totp');
      expect(factor.totp.qr_code).toMatch(/^<svg/);
      expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/ArtVoyage:/);
      const first = await challenge(session.access_token, factor.id);
      expect(first.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
      const code = await generate({ secret: factor.totp.secret });
      const verified = await postJson(
        auth(`/factors/${factor.id}/verify`),
        { challenge_id: first.id, code },
        session.access_token,
      );
      expect(verified.status).toBe(200);
      const aal2 = verified.body as unknown as SessionBody;
      expect(aal2.expires_in).toBeGreaterThan(0);
      expect(decodeJwt(aal2.access_token)).toMatchObject({ aal: 'aal2' });
      expect((decodeJwt(aal2.access_token).amr as Array<{ method: string }>).map((a) => a.method)).toEqual([
        'totp',
        'password',
      ]);
      expect(aal2.user.factors).toEqual([
        expect.objectContaining({ id: factor.id, status: 'verified', factor_type: 'totp' }),
      ]);

      // The same code in a new challenge is a replay.
      const second = await challenge(aal2.access_token, factor.id);
      const replay = await postJson(
        auth(`/factors/${factor.id}/verify`),
        { challenge_id: second.id, code },
        aal2.access_token,
      );
      expect(replay.status).toBe(422);
      expect(replay.body).toMatchObject({ error_code: 'mfa_verification_failed' });

      const refreshed = await postJson(auth('/token?grant_type=refresh_token'), {
        refresh_token: aal2.refresh_token,
      });
      expect(decodeJwt(String(refreshed.body.access_token))).toMatchObject({ aal: 'aal2' });

      // A new sign-in starts at aal1 and the factor list says aal2 is next.
      const again = (await postJson(auth('/token?grant_type=password'), { email, password }))
        .body as unknown as SessionBody;
      expect(decodeJwt(again.access_token).aal).toBe('aal1');
      expect(again.user.factors?.[0]?.status).toBe('verified');
      // Removing a verified factor needs aal2.
      const remove = await fetch(auth(`/factors/${factor.id}`), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${again.access_token}` },
      });
      expect(remove.status).toBe(403);
      expect(await remove.json()).toMatchObject({ error_code: 'insufficient_aal' });
      const removed = await fetch(auth(`/factors/${factor.id}`), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${aal2.access_token}` },
      });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ id: factor.id });
    });

    it('caps guesses atomically: 20 concurrent wrong codes, then even the right one is refused', async () => {
      const { session } = await newUser('burst');
      const factor = await enrolTotp(session);
      const { id } = await challenge(session.access_token, factor.id);
      const right = await generate({ secret: factor.totp.secret });
      const wrong = right === '000000' ? '111111' : '000000';
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          postJson(
            auth(`/factors/${factor.id}/verify`),
            { challenge_id: id, code: wrong },
            session.access_token,
          ),
        ),
      );
      const codes = results.map((r) => r.body.error_code);
      // At most five guesses reach the challenge's cap, at most ten the account's (guesses.ts); the rest
      // are refused before any code is compared.
      const failed = codes.filter((c) => c === 'mfa_verification_failed').length;
      const rejected = codes.filter((c) => c === 'mfa_verification_rejected').length;
      const overCap = codes.filter((c) => c === 'over_request_rate_limit').length;
      expect(failed).toBeGreaterThan(0);
      expect(failed).toBeLessThanOrEqual(5);
      expect(failed + rejected).toBeLessThanOrEqual(10);
      expect(failed + rejected + overCap).toBe(20);
      const late = await postJson(
        auth(`/factors/${factor.id}/verify`),
        { challenge_id: id, code: right },
        session.access_token,
      );
      expect([422, 429]).toContain(late.status);
      expect(['mfa_verification_rejected', 'over_request_rate_limit']).toContain(late.body.error_code);
    });

    it("refuses to challenge, verify or remove another user's factor", async () => {
      const owner = await newUser('owner');
      const intruder = await newUser('intruder');
      const factor = await enrolTotp(owner.session);
      const { id } = await challenge(owner.session.access_token, factor.id);
      const tries = [
        await postJson(auth(`/factors/${factor.id}/challenge`), {}, intruder.session.access_token),
        await postJson(
          auth(`/factors/${factor.id}/verify`),
          { challenge_id: id, code: '123456' },
          intruder.session.access_token,
        ),
        await postJson(auth(`/factors/${factor.id}`), undefined, intruder.session.access_token, 'DELETE'),
      ];
      for (const attempt of tries) {
        expect(attempt.status).toBe(404);
        expect(attempt.body).toMatchObject({ error_code: 'mfa_factor_not_found' });
      }
      const user = (await (
        await get(auth('/user'), owner.session.access_token)
      ).json()) as SessionBody['user'];
      expect(user.factors).toHaveLength(1);
    });

    it('sends a phone factor code through the SMS outbox', async () => {
      const { session } = await newUser('sms');
      const enrolled = await postJson(
        auth('/factors'),
        { factor_type: 'phone', friendly_name: 'Mobile', phone: '+33612345678' },
        session.access_token,
      );
      expect(enrolled.body).toMatchObject({ type: 'phone', phone: '+33612345678' });
      const factorId = String(enrolled.body.id);
      const sent = await postJson(
        auth(`/factors/${factorId}/challenge`),
        { channel: 'sms' },
        session.access_token,
      );
      const sms = await latestOutbox(server.config.dataDir, '+33612345678', 'sms');
      const verified = await postJson(
        auth(`/factors/${factorId}/verify`),
        { challenge_id: sent.body.id, code: sms.code },
        session.access_token,
      );
      expect(verified.status).toBe(200);
      expect(decodeJwt(String(verified.body.access_token)).aal).toBe('aal2');
    });
  });

  it('rejects sign-up without an e-mail or with a malformed one', async () => {
    expect((await postJson(auth('/signup'), { password: 'secret-123' })).body).toMatchObject({
      error_code: 'validation_failed',
    });
    expect(
      (await postJson(auth('/signup'), { email: 'not-an-email', password: 'secret-123' })).body,
    ).toMatchObject({
      error_code: 'email_address_invalid',
    });
    expect(uniqueEmail('x')).toContain('@');
  });
});
