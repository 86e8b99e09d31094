import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const newTotpSecret = () => generateSecret();

export function totpUri(options: { secret: string; issuer: string; label: string }): string {
  return generateURI({ issuer: options.issuer, label: options.label, secret: options.secret });
}

/** The otpauth URI as an SVG document (GoTrue sends the raw SVG; auth-js turns it into a data URI). */
export const qrCodeSvg = (uri: string) =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });

/**
 * Checks a 6-digit code against the current step and one step either side (clock drift) and returns the
 * matching time step, or undefined. Replay protection compares that step with the last one used.
 */
export async function matchTotp(
  secret: string,
  code: string,
  epochSeconds = Date.now() / 1000,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(epochSeconds), epochTolerance: 30 });
    return result.valid && 'timeStep' in result && typeof result.timeStep === 'number'
      ? result.timeStep
      : undefined;
  } catch {
    return undefined;
  }
}
