import { request } from 'node:http';
import { connect } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes } from '@artvoyage/contract';
import { clientErrorHandler, describeError, frameworkErrors, HttpError } from './errors';

describe('clientErrorHandler', () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = Fastify({ frameworkErrors, clientErrorHandler });
    app.get('/things/:id', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => app?.close());

  // Found by the all-routes fuzz: the router refuses the path and answers at once, the body that
  // follows breaks the parser, and the handler wrote a second response behind the first; Node's HTTP
  // client then reported "Data after `Connection: close`" instead of the 400.
  it('writes no second answer behind one already sent', async () => {
    const answer = await new Promise<string>((resolve) => {
      const sent = request(`http://127.0.0.1:${port}/things/%E0%A4%A`, {
        method: 'GET',
        agent: false,
        headers: { 'content-type': 'application/json' },
      });
      sent.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(`${response.statusCode} ${body}`));
      });
      sent.on('error', (error) => resolve(String(error)));
      sent.end('[]');
    });
    expect(answer).toMatch(/^400 .*"VALIDATION_FAILED"/);
  });

  it('still answers a request Node refuses outright', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nBad Header\r\n\r\n'));
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(received.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 400']);
    expect(received).toContain('"BAD_REQUEST"');
  });
});

describe('describeError', () => {
  const pluginError = (statusCode: number, code: string) =>
    Object.assign(new Error('refused by a plugin'), { statusCode, code }) as FastifyError;

  it("answers a plugin's own code with the status's code from the contract's list", () => {
    expect(describeError(pluginError(413, 'FST_ERR_CTP_BODY_TOO_LARGE')).code).toBe('PAYLOAD_TOO_LARGE');
    expect(describeError(pluginError(400, 'ERR_SOME_LIBRARY')).code).toBe('BAD_REQUEST');
    expect(describeError(pluginError(409, 'ECONFLICT')).code).toBe('CONFLICT');
    expect(describeError(pluginError(418, 'ETEAPOT')).code).toBe('BAD_REQUEST');
  });

  it('keeps a code from the list, and every HttpError code is one', () => {
    expect(describeError(pluginError(429, 'TOO_MANY_REQUESTS')).code).toBe('TOO_MANY_REQUESTS');
    expect(describeError(new HttpError(409, 'ITINERARY_LIMIT', 'full')).code).toBe('ITINERARY_LIMIT');
    expect(apiErrorCodes).toContain(describeError(pluginError(500, 'ERR_BROKEN')).code);
  });
});
