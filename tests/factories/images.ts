import sharp from 'sharp';

type Size = { width?: number; height?: number };

function canvas({ width = 800, height = 600 }: Size = {}) {
  return sharp({ create: { width, height, channels: 3, background: { r: 225, g: 2, b: 170 } } });
}

export const makeJpeg = (size?: Size) => canvas(size).jpeg().toBuffer();
export const makePng = (size?: Size) => canvas(size).png().toBuffer();
export const makeWebp = (size?: Size) => canvas(size).webp().toBuffer();

/** A JPEG carrying EXIF the member would not want published. */
export const makeJpegWithExif = (copyright: string) =>
  canvas()
    .withMetadata({ exif: { IFD0: { Copyright: copyright } } })
    .jpeg()
    .toBuffer();

/** The multipart body photos.php expects: the file in field "photo", optionally "private". */
export function photoForm(data: Buffer, options: { name?: string; type?: string; private?: boolean } = {}): FormData {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(data)], options.name ?? 'photo.jpg', { type: options.type ?? 'image/jpeg' }));
  if (options.private !== undefined) form.set('private', String(options.private));
  return form;
}
