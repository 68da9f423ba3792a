import type { S3Settings } from './s3-layout';

export type S3EnvValues = {
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/** What is wrong with the S3 settings, one sentence each; none when they are complete or all absent. */
export function s3SettingProblems(values: S3EnvValues): string[] {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret } = values;
  const others = Object.entries(values).filter(([name, value]) => name !== 'S3_BUCKET' && value !== undefined && value !== false);
  if (!bucket) return others.map(([name]) => `${name} is set but S3_BUCKET is not: set S3_BUCKET to store photos and exports on S3, or remove ${name}`);
  const problems: string[] = [];
  if (!region)
    problems.push('S3_BUCKET is set but S3_REGION is not: set the bucket’s region (e.g. eu-central-1; "us-east-1" or "auto" for most S3-compatible services)');
  if (!keyId !== !secret) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the instance’s role');
  if (endpoint && !keyId && !secret)
    problems.push('S3_ENDPOINT is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: an S3-compatible service needs its access key');
  return problems;
}

/** The bucket's settings once they pass s3SettingProblems; undefined without S3_BUCKET (photos on disk). */
export function s3SettingsFrom(values: S3EnvValues): S3Settings | undefined {
  const problems = s3SettingProblems(values);
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  if (!values.S3_BUCKET || !values.S3_REGION) return undefined;
  return {
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}
