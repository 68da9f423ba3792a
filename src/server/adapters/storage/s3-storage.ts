import 'server-only';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SIGNED_LINK_SECONDS, type DirectLinks, type PhotoStorage, type StoredFile } from './storage';
import { bucketUrl, cacheControlFor, objectKeyFor, PRIVATE_FOLDER, PUBLIC_FOLDER, type S3Settings } from './s3-layout';
import { contentTypeOf } from './content-types';

const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3Client(settings: S3Settings): S3Client {
  const credentials =
    settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials,
    // Checksums only where S3 demands them: many S3-compatible services refuse the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function listFolder(client: S3Client, bucket: string, folder: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified) files.push({ key: object.Key.slice(folder.length), modifiedAt: object.LastModified });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return files;
}

async function exists(client: S3Client, bucket: string, objectKey: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

function directLinks(client: S3Client, settings: S3Settings, objectKey: (key: string) => string): DirectLinks {
  const ownBase = bucketUrl(settings);
  return {
    publicUrl(key, cdnPrefix) {
      const object = objectKey(key);
      if (!object.startsWith(PUBLIC_FOLDER)) return null;
      return `${cdnPrefix.replace(/\/$/, '') || ownBase}/${object}`;
    },
    async signedUrl(key, { now, downloadAs }) {
      const object = objectKey(key);
      if (!(await exists(client, settings.bucket, object))) return null;
      const disposition = downloadAs ? `attachment; filename="${downloadAs}"` : undefined;
      const command = new GetObjectCommand({ Bucket: settings.bucket, Key: object, ResponseContentDisposition: disposition });
      // Signed as of the start of the minute: the same address for a minute lets the browser reuse its copy.
      const signingDate = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      return getSignedUrl(client, command, { expiresIn: SIGNED_LINK_SECONDS, signingDate });
    },
  };
}

/**
 * Photos, logos and exports as objects of one bucket (layout in s3-layout.ts), shared by every
 * instance. `isPublic` tells which names anyone may load.
 */
export function createS3Storage(settings: S3Settings, isPublic: (key: string) => boolean, client = createS3Client(settings)): PhotoStorage {
  const Bucket = settings.bucket;
  const objectKey = (key: string) => objectKeyFor(key, isPublic);
  const removeObject = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key })).then(() => undefined);
  return {
    async put(key, data, contentType) {
      const Key = objectKey(key);
      // S3 answers a PUT only once the object is stored durably.
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType, CacheControl: cacheControlFor(Key) }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: (key) => removeObject(objectKey(key)),
    async move(from, to) {
      const [source, Key] = [objectKey(from), objectKey(to)];
      try {
        // Headers anew: a staged file is private, its published name may be public (and cached by a CDN).
        const headers = { MetadataDirective: 'REPLACE' as const, ContentType: contentTypeOf(to), CacheControl: cacheControlFor(Key) };
        await client.send(new CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${source}`, ...headers }));
      } catch (error) {
        // Another process finished the same move: the copy exists and the source is gone.
        if (!isMissing(error) || !(await exists(client, Bucket, Key))) throw error;
        return;
      }
      await removeObject(source);
    },
    list: async () => [...(await listFolder(client, Bucket, PUBLIC_FOLDER)), ...(await listFolder(client, Bucket, PRIVATE_FOLDER))],
    links: directLinks(client, settings, objectKey),
  };
}
