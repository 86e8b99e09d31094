/** What MAP_TILE_URL yields: the template the browser fills in, and the CSP img-src sources it needs. */
export interface TileTemplate {
  url: string;
  /** `scheme://host[:port]`, or `scheme://*.domain[:port]` when the host holds `{s}`. */
  imageSources: string[];
}

/** Leaflet fills these in; `{-y}` is the TMS row, `{r}` is `@2x` on high-density screens. */
const knownPlaceholders = new Set(['s', 'z', 'x', 'y', '-y', 'r']);
const samples: Record<string, string> = { z: '0', x: '0', y: '0', '-y': '0', r: '' };
/** Stands for `{s}` while parsing; lowercase letters survive host normalisation unchanged. */
const subdomainMarker = 'tilesubdomainmarker';

/**
 * Checks a Leaflet-style raster tile template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`:
 * http or https, `{z}`, `{x}` and `{y}` (or `{-y}`), `{s}` only in the host's subdomain. Throws an
 * Error whose message says what is wrong.
 */
export function parseTileTemplate(template: string): TileTemplate {
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
  const unknown = names.filter((name) => !knownPlaceholders.has(name));
  if (unknown.length > 0) {
    throw new Error(`unknown placeholder {${unknown[0]}}; use {z}, {x}, {y} (or {-y}), {s} and {r}`);
  }
  if (/[{}]/.test(template.replace(/\{[^{}]*\}/g, ''))) throw new Error('has an unmatched { or }');
  if (!names.includes('z') || !names.includes('x') || !(names.includes('y') || names.includes('-y'))) {
    throw new Error('must contain {z}, {x} and {y}');
  }
  const parts = /^(https?):\/\/([^/?#]*)/i.exec(template);
  if (!parts) throw new Error('must be an http or https URL');
  const authority = parts[2] ?? '';
  if (!authority || /[\s\\]/.test(template)) throw new Error('is not a valid URL');
  if (authority.includes('@')) throw new Error('must not contain credentials');
  if (/\{(?!s\})/.test(authority)) throw new Error('only {s} may appear in the host');

  let sample: URL;
  try {
    sample = new URL(
      `${parts[1]}://${authority.replaceAll('{s}', subdomainMarker)}` +
        template.slice(parts[0].length).replace(/\{([^{}]*)\}/g, (_, name: string) => samples[name] ?? ''),
    );
  } catch {
    throw new Error('is not a valid URL');
  }
  const port = sample.port ? `:${sample.port}` : '';
  if (!authority.includes('{s}')) return { url: template, imageSources: [sample.origin] };

  const labels = sample.hostname.split('.');
  const lastVarying = labels.findLastIndex((label) => label.includes(subdomainMarker));
  const fixed = labels.slice(lastVarying + 1);
  if (lastVarying < 0 || fixed.length < 2) {
    throw new Error('{s} must be a subdomain of a fixed domain, as in https://{s}.tile.example.org');
  }
  return { url: template, imageSources: [`${sample.protocol}//*.${fixed.join('.')}${port}`] };
}
