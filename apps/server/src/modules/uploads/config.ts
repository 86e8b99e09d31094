import { z } from 'zod';
import { emptyAsUndefined, optionalString, optionalUrl } from '../../env-values';

/** Where uploaded photos go: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export const uploadsEnv = z.object({
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
});

export function uploadsSettings(env: z.output<typeof uploadsEnv>, ctx: z.RefinementCtx) {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    // Two variables at fault: the message names both (an issue without a path is printed as it is).
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    });
  }
  return {
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          /** Unset for AWS itself; the URL of MinIO, R2, Ceph... otherwise. */
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          /** Both or neither; without them the AWS SDK's default credential chain is used. */
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
  };
}

export type S3Config = NonNullable<ReturnType<typeof uploadsSettings>['s3']>;
