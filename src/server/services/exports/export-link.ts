import 'server-only';
import type { MediaSigner } from '../photos/media-signer';

export type ExportLink = { id: number; expires: number; signature: string };

// The same signing key and window as private photos; the signed name is the export's, which no photo
// row can carry, so a link of one kind never opens the other.
const signedName = (id: number) => `data-export-${id}`;

/** `/api/export-download.php?id=…&expires=…&signature=…`, valid for 30 to 60 minutes. */
export function exportDownloadUrl(signer: MediaSigner, id: number, now: Date): string {
  const photoUrl = new URL(signer.privateUrl(id, signedName(id), now), 'http://x');
  const expires = photoUrl.searchParams.get('expires') ?? '';
  const signature = photoUrl.searchParams.get('signature') ?? '';
  return `/api/export-download.php?id=${id}&expires=${expires}&signature=${encodeURIComponent(signature)}`;
}

export function verifyExportLink(signer: MediaSigner, link: ExportLink, now: Date): boolean {
  return signer.verify({ photoId: link.id, file: signedName(link.id), expires: link.expires, signature: link.signature }, now);
}
