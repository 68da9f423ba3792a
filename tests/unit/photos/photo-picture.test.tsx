// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PhotoPicture } from '@/components/photo/photo-picture';

afterEach(cleanup);

const photo = {
  filename: '/m/a.jpg',
  thumb_filename: '/m/a_t.jpg',
  webp: { filename: '/m/a.webp', thumb_filename: '/m/a_t.webp', thumb_2x_filename: '/m/a_t2x.webp' },
};

describe('PhotoPicture', () => {
  it('offers the main photo in WebP, the JPEG as the image everyone else loads', () => {
    const { container } = render(<PhotoPicture photo={photo} variant="main" alt="Eva" className="x" width={800} height={600} />);
    const source = container.querySelector('picture > source')!;
    expect([source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]).toEqual(['image/webp', '/m/a.webp', null]);
    const img = screen.getByRole('img', { name: 'Eva' });
    expect([img.getAttribute('src'), img.className, img.getAttribute('width'), img.getAttribute('height')]).toEqual(['/m/a.jpg', 'x', '800', '600']);
  });

  it('offers the thumbnail at 1× and 2× with the slot width', () => {
    const { container } = render(<PhotoPicture photo={photo} variant="thumb" sizes="40px" alt="" />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('srcset')).toBe('/m/a_t.webp 320w, /m/a_t2x.webp 640w');
    expect(source.getAttribute('sizes')).toBe('40px');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/m/a_t.jpg');
  });

  it('is just the JPEG for a photo without WebP copies', () => {
    const { container } = render(<PhotoPicture photo={{ ...photo, webp: undefined }} variant="thumb" sizes="40px" alt="" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('picture > img')?.getAttribute('src')).toBe('/m/a_t.jpg');
  });
});
