import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config';
import { defaultRateLimits } from './modules/auth/config';
import { serverRoot } from './paths';

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.mediaDir).toBe(`${config.dataDir}/media`);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', MEDIA_DIR: '' }).databaseUrl).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('defaults the account settings to no outside service and an untrusted proxy', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('ArtVoyage <no-reply@artvoyage.local>');
    expect(config.publicOrigin).toBeUndefined();
    expect(config.jwtExpirySeconds).toBe(900);
    expect(config.redisUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits).toEqual(defaultRateLimits);
  });

  it('reads the account settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example.org:2525',
      PUBLIC_ORIGIN: 'https://artvoyage.example.org/some/path',
      JWT_EXPIRY_SECONDS: '60',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMITS: 'signin=5/60, signup=100/3600',
    });
    expect(config.smtpUrl).toBe('smtp://mail.example.org:2525');
    expect(config.publicOrigin).toBe('https://artvoyage.example.org');
    expect(config.jwtExpirySeconds).toBe(60);
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(config.rateLimits.signin).toEqual({ max: 5, windowSeconds: 60 });
    expect(config.rateLimits.signup).toEqual({ max: 100, windowSeconds: 3600 });
    expect(config.rateLimits.refresh).toEqual(defaultRateLimits.refresh);
  });

  it('refuses bad account settings, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    // Real e-mail in production needs PUBLIC_ORIGIN: links must not take their host from the request.
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(/PUBLIC_ORIGIN/);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.org', NODE_ENV: 'development' }).smtpUrl,
    ).toBeDefined();
    expect(() => loadConfig({ JWT_EXPIRY_SECONDS: '1' })).toThrow(/JWT_EXPIRY_SECONDS/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    // Trusting every hop would let a client write the address its rate limits count.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would take the left-most/);
    expect(() => loadConfig({ AUTH_RATE_LIMITS: 'signin=5' })).toThrow(/AUTH_RATE_LIMITS/);
    expect(() => loadConfig({ AUTH_RATE_LIMITS: 'login=5/60' })).toThrow(/AUTH_RATE_LIMITS/);
  });

  it('warms up on start except under NODE_ENV=test, unless WARM_ON_START says otherwise', () => {
    expect(loadConfig({}).warmOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).warmOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).warmOnStart).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WARM_ON_START: 'true' }).warmOnStart).toBe(true);
    expect(loadConfig({ WARM_ON_START: 'false' }).warmOnStart).toBe(false);
    expect(loadConfig({ WARM_ON_START: '' }).warmOnStart).toBe(true);
    expect(() => loadConfig({ WARM_ON_START: 'yes' })).toThrow(/WARM_ON_START/);
  });

  it('reports every check that spans several variables, each on its own line', () => {
    let message = '';
    try {
      loadConfig({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'key',
        SMTP_URL: 'smtp://mail.example.org',
        MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').sort()).toEqual([
      '  MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL (the credit the tile provider asks for)',
      '  PUBLIC_ORIGIN: required with SMTP_URL in production (e-mail links must not take their host from the request)',
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
      'Invalid configuration:',
    ]);
  });

  it('keeps uploads on disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'photos' }).s3).toEqual({
      bucket: 'photos',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses bad S3 settings, naming the variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'x' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('has no tile provider and no routing engine unless configured', () => {
    const config = loadConfig({
      MAP_TILE_URL: '',
      ROUTING_URL: '',
      MAP_TILE_MAX_ZOOM: '',
      ROUTING_PROFILE: '',
    });
    expect(config.mapTiles).toBeUndefined();
    expect(config.routing).toBeUndefined();
  });

  it('reads the map tile settings', () => {
    expect(
      loadConfig({
        MAP_TILE_URL: ' https://{s}.tile.example.org/{z}/{x}/{y}.png ',
        MAP_TILE_ATTRIBUTION: '© Example, © OpenStreetMap contributors',
      }).mapTiles,
    ).toEqual({
      url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      attribution: '© Example, © OpenStreetMap contributors',
      maxZoom: 19,
      imageSources: ['https://*.tile.example.org'],
    });
    expect(
      loadConfig({
        MAP_TILE_URL: 'http://127.0.0.1:3212/tiles/{z}/{x}/{y}.svg',
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        MAP_TILE_MAX_ZOOM: '15',
      }).mapTiles,
    ).toMatchObject({ maxZoom: 15, imageSources: ['http://127.0.0.1:3212'] });
  });

  it('refuses bad map tile settings, naming the variable', () => {
    const tiles = { MAP_TILE_ATTRIBUTION: '© Example' };
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL/,
    );
    expect(() =>
      loadConfig({ MAP_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: ' ' }),
    ).toThrow(/MAP_TILE_ATTRIBUTION/);
    expect(() => loadConfig({ ...tiles, MAP_TILE_URL: 'ftp://tile.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL: tile URL template must be an http or https URL/,
    );
    expect(() => loadConfig({ ...tiles, MAP_TILE_URL: 'https://tile.example.org/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL: tile URL template must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadConfig({ ...tiles, MAP_TILE_URL: 'https://{s}.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    for (const zoom of ['0', '23', '12.5', 'max']) {
      expect(() =>
        loadConfig({
          ...tiles,
          MAP_TILE_URL: 'https://t.example.org/{z}/{x}/{y}.png',
          MAP_TILE_MAX_ZOOM: zoom,
        }),
      ).toThrow(/MAP_TILE_MAX_ZOOM/);
    }
  });

  it('reads the routing settings, driving by default', () => {
    expect(loadConfig({ ROUTING_URL: 'https://osrm.example.org/' }).routing).toEqual({
      url: 'https://osrm.example.org/',
      profile: 'driving',
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        ROUTING_URL: 'http://127.0.0.1:5000',
        ROUTING_PROFILE: 'bike',
        ROUTING_TIMEOUT_MS: '2500',
      }).routing,
    ).toEqual({ url: 'http://127.0.0.1:5000', profile: 'bike', timeoutMs: 2500 });
  });

  it('refuses bad routing settings, naming the variable', () => {
    expect(() => loadConfig({ ROUTING_URL: 'ftp://osrm.example.org' })).toThrow(/ROUTING_URL/);
    expect(() => loadConfig({ ROUTING_URL: 'osrm.example.org' })).toThrow(/ROUTING_URL/);
    expect(() => loadConfig({ ROUTING_PROFILE: 'train' })).toThrow(/ROUTING_PROFILE/);
    expect(() => loadConfig({ ROUTING_TIMEOUT_MS: '10' })).toThrow(/ROUTING_TIMEOUT_MS/);
  });
});

describe('the documentation of the configuration', () => {
  const read = (file: string) => readFileSync(resolve(serverRoot, '../..', file), 'utf8');
  const variables = Object.keys(envSchema.shape).sort();
  const namesIn = (text: string, line: RegExp) => [...text.matchAll(line)].map((match) => match[1]).sort();

  it('has one row per variable in the tables of docs/configuration.md, and no other', () => {
    const rows = namesIn(read('docs/configuration.md'), /^\| `([A-Z][A-Z0-9_]*)` +\|/gm);
    expect(rows).toEqual(variables);
  });

  it('names every variable once in .env.example, set or commented out, and no other', () => {
    const names = namesIn(read('.env.example'), /^#? ?([A-Z][A-Z0-9_]*)=/gm);
    expect(names).toEqual(variables);
  });
});
