import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, trustAllRefusal } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('refuses true, which would let any client choose its own address', () => {
    expect(() => parseTrustProxy('true')).toThrow(trustAllRefusal);
    expect(() => parseTrustProxy(' true ')).toThrow(/left-most X-Forwarded-For/);
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('1000')).toThrow(/at most 100/);
  });

  it('reads a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy('10.0.0.2')).toEqual(['10.0.0.2']);
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    'yes',
    '10.0.0',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/8/8',
    '10.0.0.1,',
    'proxy.example.org',
    '-1',
  ])('refuses %s, naming what it expects', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/expected false, a hop count|at most 100/);
  });

  it('gives Fastify a hop count as a function of the hop, which it would otherwise ignore', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2, 3].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.2'])).toEqual(['10.0.0.2']);
  });
});
