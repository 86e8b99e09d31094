import { errorBodySchema } from '@artvoyage/contract';

/**
 * The error answers a route documents, every one in the API's error shape: `errorAnswers(400, 401)`
 * is `{ 400: errorBodySchema, 401: errorBodySchema }`, spread into the route's `response` beside its
 * success schema. Each route listed the same schema once per status, a dozen lines for one idea.
 */
export function errorAnswers<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
