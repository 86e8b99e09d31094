import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback } from './loopback';
import { buffer } from 'node:stream/consumers';

export interface S3PeerObject {
  body: Buffer;
  contentType: string;
  /** Quoted MD5 hex of the body, as S3 gives for a single-part upload. */
  etag: string;
  lastModified: Date;
}

export interface S3Peer {
  /** http://127.0.0.1:{port}; clients need forcePathStyle (/bucket/key). */
  endpoint: string;
  /** What was stored, by "bucket/key". */
  objects: Map<string, S3PeerObject>;
  close(): Promise<void>;
}

/** The one key pair the peer accepts. */
export interface S3PeerCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** SigV4's URI encoding: RFC 3986 unreserved characters stay, everything else becomes %XX. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** The request target as sent: new URL() would resolve "." and ".." segments S3 keeps in keys. */
interface Target {
  path: string;
  query: string;
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Checks a request's AWS Signature V4 the way S3 does, and answers the signed payload hash; throws the
 * S3 error S3 would answer.
 */
function authenticate(request: IncomingMessage, target: Target, credentials: S3PeerCredentials): string {
  const { authorization = '' } = request.headers;
  if (!authorization) throw new S3Error(403, 'AccessDenied', 'Anonymous access is forbidden');
  const [, accessKeyId, date = '', region = '', signedList = '', signature = ''] =
    authorizationPattern.exec(authorization) ?? [];
  if (!accessKeyId) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'Unparsable Authorization');
  if (accessKeyId !== credentials.accessKeyId)
    throw new S3Error(403, 'InvalidAccessKeyId', 'Unknown access key id');
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing header x-amz-content-sha256');
  // A signature stays valid for 15 minutes around its date, which bounds replays.
  const signedAt = Date.parse(
    amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!amzDate.startsWith(date) || !(Math.abs(Date.now() - signedAt) < 15 * 60_000))
    throw new S3Error(403, 'RequestTimeTooSkewed', 'x-amz-date is missing, malformed or too far from now');
  // Host and every x-amz-* header must be signed, or the payload hash could be swapped unnoticed.
  const signed = signedList.split(';');
  const required = ['host', ...Object.keys(request.headers).filter((name) => name.startsWith('x-amz-'))];
  if (required.some((name) => !signed.includes(name)))
    throw new S3Error(403, 'AccessDenied', 'There were headers present in the request which were not signed');

  // S3 signs the path encoded once (other services encode it twice); we re-encode what we decoded.
  const path = target.path.split('/').map((segment) => encode(decodeURIComponent(segment)));
  // Parsed by hand: URLSearchParams would read "+" as a space. Sorted by name, then value.
  const query = target.query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split(/=(.*)/s, 2).map((part) => encode(decodeURIComponent(part))))
    .sort(([a = '', x = ''], [b = '', y = '']) => byCodeUnit(a, b) || byCodeUnit(x, y))
    .map(([name, value = '']) => `${name}=${value}`);
  const headers = signed.map((name) => {
    const values = request.headersDistinct[name] ?? [];
    return `${name}:${values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',')}\n`;
  });
  const canonical = [request.method, path.join('/'), query.join('&'), headers.join(''), signedList];
  const scope = `${date}/${region}/s3/aws4_request`;
  const hashed = sha256([...canonical, payloadHash].join('\n'));
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hashed].join('\n');
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, date);
  const key = hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
  if (!timingSafeEqual(hmac(key, toSign), Buffer.from(signature, 'hex')))
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match');
  return payloadHash;
}

/** The object bytes, once the signed payload hash is checked (or aws-chunked framing removed). */
function payloadOf(request: IncomingMessage, raw: Buffer, payloadHash: string): Buffer {
  if (/^[0-9a-f]{64}$/.test(payloadHash)) {
    if (sha256(raw) !== payloadHash)
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The body does not match x-amz-content-sha256');
    return raw;
  }
  if (payloadHash === 'UNSIGNED-PAYLOAD') return raw;
  // What the SDK sends for a stream body with a checksum: "size-hex\r\nbytes\r\n" chunks, a 0 chunk,
  // then trailers (the checksum, not verified here).
  if (payloadHash !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER')
    throw new S3Error(400, 'InvalidArgument', `x-amz-content-sha256 ${payloadHash} is not supported here`);
  const chunks: Buffer[] = [];
  for (let at = 0, size = 1; size > 0;) {
    const end = raw.indexOf('\r\n', at);
    size = end < 0 ? 0 : parseInt(raw.subarray(at, end).toString('latin1'), 16);
    chunks.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 4 + size;
  }
  const body = Buffer.concat(chunks);
  if (String(body.length) !== request.headers['x-amz-decoded-content-length'])
    throw new S3Error(400, 'IncompleteBody', 'The body does not match x-amz-decoded-content-length');
  return body;
}

/**
 * A local stand-in for S3, speaking its REST protocol on 127.0.0.1 with path-style buckets: PUT, GET,
 * HEAD and DELETE of objects, HEAD of buckets, S3's XML errors. It checks SigV4 signatures and payload hashes
 * for real, so a client with the wrong secret or a body altered after signing is refused as by S3.
 */
export async function startS3Peer(options: {
  buckets: string[];
  credentials: S3PeerCredentials;
}): Promise<S3Peer> {
  const objects = new Map<string, S3PeerObject>();
  const server = createServer(async (request, response) => {
    const [path = '/', query = ''] = (request.url ?? '/').split(/\?(.*)/s, 2);
    try {
      const raw = await buffer(request);
      const body = payloadOf(request, raw, authenticate(request, { path, query }, options.credentials));
      const [, bucket = '', ...rest] = path.split('/').map(decodeURIComponent);
      const key = rest.join('/');
      if (!options.buckets.includes(bucket)) throw new S3Error(404, 'NoSuchBucket', 'No such bucket');
      if (!key && request.method === 'HEAD') return response.writeHead(200).end();
      if (key && request.method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
        objects.set(`${bucket}/${key}`, { body, contentType, etag, lastModified: new Date() });
        return response.writeHead(200, { etag, 'content-length': 0 }).end();
      }
      if (key && request.method === 'DELETE') {
        // As S3: 204 whether or not the key existed.
        objects.delete(`${bucket}/${key}`);
        return response.writeHead(204).end();
      }
      if (!key || (request.method !== 'GET' && request.method !== 'HEAD'))
        throw new S3Error(501, 'NotImplemented', `${request.method} ${path} is not implemented here`);
      const object = objects.get(`${bucket}/${key}`);
      if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
      });
      response.end(request.method === 'HEAD' ? undefined : object.body);
    } catch (error) {
      const { status, code, message } =
        error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
      // HEAD answers carry no body: clients go by the status alone, as with S3.
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(path)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : xml);
    }
  });
  // The SDK keeps connections alive: the close ends them.
  const { url, close } = await listenOnLoopback(server);
  return { endpoint: url, objects, close };
}
