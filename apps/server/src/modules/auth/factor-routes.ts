import { z } from 'zod';
import * as fields from './request-fields';
import type { AuthApp, AuthRouteHelpers } from './route-helpers';

const factorBody = z.looseObject({
  factor_type: z.enum(['totp', 'phone']),
  friendly_name: fields.text(100).nullish(),
  issuer: fields.text(100).nullish(),
  phone: fields.text(40).nullish(),
});
const factorParams = z.object({ factorId: z.uuid('Factor not found') });
const challengeBody = z.looseObject({ channel: z.enum(['sms', 'whatsapp']).nullish() }).nullish();
const factorVerifyBody = z.looseObject({
  challenge_id: z.uuid('Challenge not found'),
  code: fields.text(20),
});

/** Second factors: enrolment, challenges, verification and removal. */
export function factorRoutes(app: AuthApp, helpers: AuthRouteHelpers): void {
  const { service, limit, originOf, authenticate } = helpers;
  app.post('/factors', { schema: { body: factorBody } }, async (request) => {
    const auth = await authenticate(request);
    return service.enroll(
      auth,
      {
        factorType: request.body.factor_type,
        friendlyName: request.body.friendly_name ?? undefined,
        issuer: request.body.issuer ?? undefined,
        phone: request.body.phone ?? undefined,
      },
      originOf(request),
    );
  });

  app.post(
    '/factors/:factorId/challenge',
    { config: limit('mfa_challenge'), schema: { params: factorParams, body: challengeBody } },
    async (request) => {
      const auth = await authenticate(request);
      return service.challenge(auth, request.params.factorId);
    },
  );

  app.post(
    '/factors/:factorId/verify',
    { config: limit('mfa_verify'), schema: { params: factorParams, body: factorVerifyBody } },
    async (request) => {
      const auth = await authenticate(request);
      return service.verifyFactor(
        auth,
        request.params.factorId,
        request.body.challenge_id,
        request.body.code,
        originOf(request),
      );
    },
  );

  app.delete('/factors/:factorId', { schema: { params: factorParams } }, async (request) => {
    const auth = await authenticate(request);
    return service.unenroll(auth, request.params.factorId);
  });
}
