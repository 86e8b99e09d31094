import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiErrorCode, type ApiErrorCode, type ErrorBody } from '@artvoyage/contract';
import { preHookHeaders } from './security';

/** An error whose message is safe to show the caller, with its HTTP status and code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

export function errorBody(code: ApiErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

const codeByStatus: Partial<Record<number, ApiErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'TOO_MANY_REQUESTS',
};

/** What a failure tells the caller: status, code and a message safe to show; `fault` for 5xx. */
export interface ErrorDescription {
  statusCode: number;
  code: ApiErrorCode;
  message: string;
  fault: boolean;
}

/** Classifies any error a route throws; scopes with another error shape (PostgREST) share it. */
export function describeError(error: FastifyError | HttpError): ErrorDescription {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, fault: false };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => {
        const where = [issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('');
        return where ? `${where}: ${issue.message}` : issue.message;
      })
      .join('; ');
    const part = error.validationContext ?? 'request';
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `Invalid ${part}: ${details || error.message}`,
      fault: false,
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A plugin's own code (Fastify's FST_*, a library's) is not one clients know: the status's code instead.
    const code = isApiErrorCode(error.code) ? error.code : (codeByStatus[status] ?? 'BAD_REQUEST');
    return { statusCode: status, code, message: error.message, fault: false };
  }
  if (databaseUnreachable(error)) {
    return {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a moment.',
      fault: true,
    };
  }
  return {
    statusCode: status >= 500 ? status : 500,
    code: 'INTERNAL',
    message: 'Something went wrong on our side. Please try again.',
    fault: true,
  };
}

/** Socket-level codes and the server's "cannot connect now" SQLSTATE classes (57P, 08). */
const unreachableCodes = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|57P0[1-3]|08\d\d\d)$/;

/**
 * The database went away (refused, reset, terminated, timed out connecting): the request is not at
 * fault and may well succeed in a moment, so 503 rather than 500. Drizzle wraps the driver's error in
 * `cause`.
 */
function databaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && unreachableCodes.test(code)) return true;
  if (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  )
    return true;
  return databaseUnreachable(cause, depth + 1);
}

/** Every failure under /api answers `{error:{code,message}}`; only real faults are 5xx, and they hide details. */
export function registerErrorHandling(
  app: FastifyInstance,
  /**
   * The body for a code and message; a scope that imitates another API (PostgREST, GoTrue) passes its
   * own, and may read the original error and the status for its own codes.
   */
  format: (code: ApiErrorCode, message: string, error: unknown, statusCode: number) => unknown = errorBody,
): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const described = describeError(error);
    if (described.fault) request.log.error({ err: error }, 'request failed');
    return reply
      .status(described.statusCode)
      .send(format(described.code, described.message, error, described.statusCode));
  });
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any route or error handler (bad
 * percent-encoding, a path parameter over the router's 100 characters), in the same shape. Both are
 * malformed path parameters, hence 400 VALIDATION_FAILED like any other invalid parameter. No hook runs
 * before them, helmet's included, so the security headers are set here.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply
    .status(400)
    .headers(preHookHeaders)
    .send(errorBody('VALIDATION_FAILED', `Invalid params: ${error.message}`));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before a request exists (request line
 * and headers over Node's limit, 16 KB by default: 431; a client too slow: 408; anything malformed:
 * 400), in this API's error shape and with the security headers no hook can add. Otherwise as Fastify's
 * own handler.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ApiErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request line and headers are too large.']
        : [400, 'BAD_REQUEST', 'The request is not valid HTTP.'];
  // A response already under way (a route or the router answered, then the rest of the request
  // broke the parser) must not get a second one after it: the client would read it as garbage.
  // Node's own handler checks the same.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(errorBody(code, message));
    const headers = {
      ...preHookHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
