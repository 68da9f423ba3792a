import { describe, expect, it } from 'vitest';
import { s3SettingsFrom } from '@/server/adapters/storage/s3-env';
import { bucketUrl } from '@/server/adapters/storage/s3-layout';

const off = { S3_FORCE_PATH_STYLE: false };
const minio = {
  ...off,
  S3_BUCKET: 'photos',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the S3 settings at start', () => {
  it('keeps photos on disk without S3_BUCKET, and refuses a bucket setting without the bucket', () => {
    expect(s3SettingsFrom(off)).toBeUndefined();
    expect(() => s3SettingsFrom({ ...off, S3_REGION: 'eu-central-1' })).toThrow('S3_REGION is set but S3_BUCKET is not');
  });

  it('names what a bucket lacks: its region, half a key pair, a key for another service than AWS', () => {
    expect(() => s3SettingsFrom({ ...off, S3_BUCKET: 'photos' })).toThrow('S3_BUCKET is set but S3_REGION is not');
    expect(() => s3SettingsFrom({ ...minio, S3_SECRET_ACCESS_KEY: undefined })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => s3SettingsFrom({ ...minio, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'an S3-compatible service needs its access key',
    );
  });

  it('accepts AWS with the instance’s role, and another service with its key', () => {
    expect(s3SettingsFrom({ ...off, S3_BUCKET: 'photos', S3_REGION: 'eu-central-1' })).toMatchObject({ bucket: 'photos', region: 'eu-central-1' });
    expect(s3SettingsFrom(minio)).toMatchObject({ endpoint: 'http://127.0.0.1:9000', accessKeyId: 'key' });
  });

  it('gives public files the bucket’s own address when the site has no CDN prefix', () => {
    const aws = s3SettingsFrom({ ...off, S3_BUCKET: 'photos', S3_REGION: 'eu-central-1' })!;
    expect(bucketUrl(aws)).toBe('https://photos.s3.eu-central-1.amazonaws.com');
    expect(bucketUrl(s3SettingsFrom({ ...minio, S3_FORCE_PATH_STYLE: true })!)).toBe('http://127.0.0.1:9000/photos');
    expect(bucketUrl(s3SettingsFrom({ ...minio, S3_ENDPOINT: 'https://s3.example.net' })!)).toBe('https://photos.s3.example.net');
  });
});
