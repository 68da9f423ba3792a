// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PhotoAddTile } from '@/components/forms/photo-upload/photo-add-tile';
import { PhotoUploadPanel } from '@/components/forms/photo-upload/photo-upload-panel';
import { usePhotoUpload } from '@/components/forms/photo-upload/use-photo-upload';
import { fakeFetch, renderWithProviders } from '../auth/render-with-providers';

/** The chooser and the panel as signup and /profile put them together. */
function Uploader({ onUploaded, allowPrivate }: { onUploaded: () => void; allowPrivate?: boolean }) {
  const upload = usePhotoUpload(onUploaded);
  return (
    <>
      {!upload.preview && <PhotoAddTile disabled={upload.uploading} onChoose={upload.choose} />}
      <PhotoUploadPanel upload={upload} allowPrivate={allowPrivate} />
    </>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Kies een foto'), { target: { files: [file] } });
const photo = (type = 'image/jpeg', bytes = 1_000) => new File([new Uint8Array(bytes)], 'me.jpg', { type });

// The test DOM has no object URLs; the preview only needs an address to show.
const objectUrls = URL as unknown as { createObjectURL?: () => string; revokeObjectURL?: () => void };
beforeEach(() => {
  objectUrls.createObjectURL = () => 'blob:preview';
  objectUrls.revokeObjectURL = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete objectUrls.createObjectURL;
  delete objectUrls.revokeObjectURL;
});

describe('photo upload (signup and /profile)', () => {
  it('refuses a file that is not JPEG, PNG or WebP before uploading anything', () => {
    const { fetch, calls } = fakeFetch(201, {});
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Uploader onUploaded={() => {}} />);
    choose(photo('image/gif'));
    expect(screen.getByRole('alert').textContent).toBe('Alleen JPEG-, PNG- en WebP-foto’s zijn toegestaan.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('refuses a photo over 10 MB', () => {
    renderWithProviders(<Uploader onUploaded={() => {}} />);
    choose(photo('image/png', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Deze foto is te groot (maximaal 10 MB).');
  });

  it('previews the chosen photo, uploads it and reports the upload', async () => {
    const { fetch, calls } = fakeFetch(201, { photo: { id: 1 } });
    vi.stubGlobal('fetch', fetch);
    const onUploaded = vi.fn();
    renderWithProviders(<Uploader onUploaded={onUploaded} />);
    choose(photo());
    expect(screen.getByRole('img', { name: 'Voorbeeld van de gekozen foto' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Als privéfoto uploaden' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Uploaden' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledOnce());
    expect(calls[0].url).toBe('/api/photos.php');
    expect((calls[0].init.body as FormData).get('private')).toBeNull();
    expect(screen.getByLabelText('Kies een foto')).toBeTruthy();
  });

  it('sends a photo as private where the private option is offered and ticked', async () => {
    const { fetch, calls } = fakeFetch(201, { photo: { id: 1 } });
    vi.stubGlobal('fetch', fetch);
    const onUploaded = vi.fn();
    renderWithProviders(<Uploader onUploaded={onUploaded} allowPrivate />);
    choose(photo());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Als privéfoto uploaden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uploaden' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledOnce());
    expect((calls[0].init.body as FormData).get('private')).toBe('true');
  });

  it("shows the server's reason when it refuses the photo", async () => {
    const { fetch } = fakeFetch(409, { error: 'photo_limit', message: 'Foto-limiet bereikt', fields: {} });
    vi.stubGlobal('fetch', fetch);
    const onUploaded = vi.fn();
    renderWithProviders(<Uploader onUploaded={onUploaded} />);
    choose(photo());
    fireEvent.click(screen.getByRole('button', { name: 'Uploaden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Foto-limiet bereikt');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
