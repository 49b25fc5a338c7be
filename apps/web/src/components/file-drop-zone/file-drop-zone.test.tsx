import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/test-utils';
import { FileDropZone, type FileDropZoneProps } from './file-drop-zone';
import { UPLOAD_CHUNK_BYTES } from './use-uploads';

// tus-js-client replaced by a recorder: each Upload is kept so a test can play the server's part through the
// options' callbacks (progress, success with the X-File-Id header, errors with a status).
const tus = vi.hoisted(() => ({
  uploads: [] as {
    file: File;
    options: UploadOptions;
    url: string | null;
    start: ReturnType<typeof vi.fn>;
    abort: ReturnType<typeof vi.fn>;
    findPreviousUploads: ReturnType<typeof vi.fn>;
    resumeFromPreviousUpload: ReturnType<typeof vi.fn>;
  }[],
  previous: [] as { uploadUrl: string | null; urlStorageKey: string }[],
  /** Replaces the lookup of earlier attempts (e.g. to hold it back). */
  lookup: null as (() => Promise<unknown[]>) | null,
}));

vi.mock('tus-js-client', async () => {
  const { vi: mock } = await import('vitest');
  class Upload {
    url: string | null = null;
    start = mock.fn();
    abort = mock.fn(() => Promise.resolve());
    findPreviousUploads = mock.fn(() => (tus.lookup ? tus.lookup() : Promise.resolve(tus.previous)));
    resumeFromPreviousUpload = mock.fn();
    constructor(
      public file: File,
      public options: UploadOptions,
    ) {
      tus.uploads.push(this);
    }
  }
  return { Upload };
});

const FILE_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const OTHER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function pdf(name = 'verslag.pdf', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}
function png(name = 'foto.png') {
  return new File([new Uint8Array(300)], name, { type: 'image/png' });
}

function response(status: number, headers: Record<string, string> = {}) {
  return {
    getStatus: () => status,
    getHeader: (name: string) => headers[name.toLowerCase()],
    getBody: () => '',
    getUnderlyingObject: () => null,
  };
}

/** What tus-js-client reports when the server answered with `status`. */
function httpError(status: number) {
  return Object.assign(new Error(`tus: unexpected response, status ${status}`), {
    originalRequest: {},
    originalResponse: response(status),
    causingError: null,
  });
}

function renderZone(props: Partial<FileDropZoneProps> = {}) {
  const onChange = vi.fn();
  const onUploadingChange = vi.fn();
  const all: FileDropZoneProps = { accept: ['document', 'image'], onChange, onUploadingChange, ...props };
  const view = renderRoute('/', [{ path: '/', element: <FileDropZone {...all} /> }]);
  // The picker honours `accept` itself; these tests also hand it files it would not offer.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user, onChange, onUploadingChange };
}

async function choose(user: ReturnType<typeof userEvent.setup>, ...files: File[]) {
  await user.upload(await screen.findByText(/^Bestand(en)? kiezen$/), files);
}

/** Drops files on the zone (the event bubbles from its text to the zone). */
function drop(...files: File[]) {
  fireEvent.drop(screen.getByText(/^Sleep (een bestand|bestanden) hierheen of$/), {
    dataTransfer: { files, types: ['Files'] },
  });
}

/** Lets the upload start (after its lookup of earlier attempts). */
async function started(index: number) {
  await waitFor(() => expect(tus.uploads[index]?.start).toHaveBeenCalled());
  return tus.uploads[index]!;
}

beforeEach(() => {
  tus.uploads.length = 0;
  tus.previous = [];
  tus.lookup = null;
  URL.createObjectURL = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  // jsdom has neither; leave nothing behind for other files.
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('FileDropZone: choosing and dropping', () => {
  it('offers a keyboard-usable button and a described, labelled zone', async () => {
    renderZone({ label: 'Bijlagen' });
    const group = await screen.findByRole('group', { name: 'Bijlagen' });
    expect(group).toHaveAccessibleDescription('Toegestaan: documenten, afbeeldingen, tot 512 MB per bestand.');
    const button = within(group).getByText('Bestanden kiezen');
    expect(button).toHaveAttribute('role', 'button');
    expect(button).toHaveAttribute('tabindex', '0');
    const input = group.querySelector('input[type="file"]')!;
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    expect(input.getAttribute('accept')).toContain('.docx');
    expect(input.getAttribute('accept')).not.toContain('video/mp4');
  });

  it('uploads a chosen file with tus to /api/file, resumable in 5 MB chunks with retries', async () => {
    const { user } = renderZone({ context: 'news' });
    await choose(user, pdf());
    const upload = await started(0);
    expect(upload.file.name).toBe('verslag.pdf');
    expect(upload.options).toMatchObject({
      endpoint: '/api/file',
      chunkSize: UPLOAD_CHUNK_BYTES,
      removeFingerprintOnSuccess: true,
      metadata: { filename: 'verslag.pdf', filetype: 'application/pdf', context: 'news' },
    });
    expect(UPLOAD_CHUNK_BYTES).toBe(5 * 1024 * 1024);
    expect(upload.options.retryDelays!.length).toBeGreaterThan(0);
    expect(upload.resumeFromPreviousUpload).not.toHaveBeenCalled();
  });

  it("sends an external contributor's token with the upload", async () => {
    const { user } = renderZone({ token: 'abc/123' });
    await choose(user, pdf());
    const upload = await started(0);
    expect(upload.options.endpoint).toBe('/api/file?token=abc%2F123');
  });

  it('resumes from an earlier attempt at the same file', async () => {
    const earlier = { uploadUrl: `/api/file/upload/${FILE_ID}`, urlStorageKey: 'tus::fp::1' };
    tus.previous = [earlier];
    const { user } = renderZone();
    await choose(user, pdf());
    const upload = await started(0);
    expect(upload.resumeFromPreviousUpload).toHaveBeenCalledWith(earlier);
    expect(upload.resumeFromPreviousUpload.mock.invocationCallOrder[0]).toBeLessThan(
      upload.start.mock.invocationCallOrder[0]!,
    );
  });

  it('takes dropped files too', async () => {
    renderZone();
    await screen.findByText('Bestanden kiezen');
    drop(pdf('a.pdf'), png('b.png'));
    await started(1);
    expect(tus.uploads.map((upload) => upload.file.name)).toEqual(['a.pdf', 'b.png']);
    expect(screen.getByRole('list', { name: 'Gekozen bestanden' })).toBeInTheDocument();
  });

  it('lists files of other types under the spec heading and uploads only the rest', async () => {
    const { user } = renderZone({ accept: ['document'] });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    await choose(user, exe, png(), pdf());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Onderstaande bestanden worden niet ondersteund:');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'setup.exe: Dit type bestand wordt niet ondersteund.',
      'foto.png: Dit type bestand wordt niet ondersteund.',
    ]);
    await started(0);
    expect(tus.uploads.map((upload) => upload.file.name)).toEqual(['verslag.pdf']);
  });

  it('refuses a file above the size limit before uploading', async () => {
    const { user } = renderZone({ maxBytes: 1024 });
    await choose(user, pdf('groot.pdf', 2048));
    expect(await screen.findByRole('alert')).toHaveTextContent('groot.pdf: Dit bestand is groter dan 1 kB.');
    expect(tus.uploads).toHaveLength(0);
  });

  it('knows a file by its extension when the browser reports no type', async () => {
    const { user } = renderZone({ accept: ['document'] });
    await choose(user, new File(['x'], 'notulen.docx', { type: '' }));
    const upload = await started(0);
    expect(upload.options.metadata!.filetype).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('ignores a file with the same name and size as one already there', async () => {
    const { user } = renderZone();
    await choose(user, pdf());
    await started(0);
    await choose(user, pdf(), pdf('verslag.pdf', 4096));
    await started(1);
    expect(tus.uploads).toHaveLength(2);
    expect(tus.uploads[1]!.file.size).toBe(4096);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FileDropZone: previews', () => {
  it('previews jpeg, png, bmp and svg, not other files, and revokes the object URL on removal', async () => {
    const { user } = renderZone();
    await choose(user, png(), pdf());
    const preview = await screen.findByRole('img', { name: 'Voorbeeld van foto.png' });
    expect(preview).toHaveAttribute('src', 'blob:preview/foto.png');
    expect(screen.queryByRole('img', { name: 'Voorbeeld van verslag.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'foto.png verwijderen' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview/foto.png');
    expect(screen.queryByRole('img', { name: 'Voorbeeld van foto.png' })).not.toBeInTheDocument();
  });

  it('revokes the object URLs when the zone goes away', async () => {
    const { user, unmount } = renderZone();
    await choose(user, png('x.png'));
    await screen.findByRole('img', { name: 'Voorbeeld van x.png' });
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview/x.png');
  });
});

describe('FileDropZone: progress and outcome', () => {
  it('shows progress per file and reports the stored ids to the form', async () => {
    const { user, onChange, onUploadingChange } = renderZone();
    await choose(user, pdf('a.pdf'), pdf('b.pdf'));
    const [a, b] = [await started(0), await started(1)];
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);

    act(() => a.options.onProgress!(512, 2048));
    const bar = screen.getByRole('progressbar', { name: 'Voortgang van a.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% geüpload')).toBeInTheDocument();

    act(() => a.options.onSuccess!({ lastResponse: response(204, { 'x-file-id': FILE_ID }) }));
    expect(onChange).toHaveBeenLastCalledWith([FILE_ID]);
    expect(screen.queryByRole('progressbar', { name: 'Voortgang van a.pdf' })).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Geüpload')).toBeInTheDocument();
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);

    // Found complete on resume: no header, the id is the last segment of the upload URL.
    b.url = `/api/file/upload/${OTHER_ID}?token=t`;
    act(() => b.options.onSuccess!({ lastResponse: response(200) }));
    expect(onChange).toHaveBeenLastCalledWith([FILE_ID, OTHER_ID]);
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it("offers 'Opnieuw proberen' once the automatic retries gave up, and continues the same upload", async () => {
    const { user, onChange } = renderZone();
    await choose(user, pdf());
    const upload = await started(0);
    act(() => upload.options.onError!(new Error('tus: failed to upload chunk')));

    expect(screen.getByText('Het uploaden is mislukt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen: verslag.pdf' }));
    expect(upload.start).toHaveBeenCalledTimes(2);
    expect(tus.uploads).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Voortgang van verslag.pdf' })).toBeInTheDocument();

    act(() => upload.options.onSuccess!({ lastResponse: response(204, { 'x-file-id': FILE_ID }) }));
    expect(onChange).toHaveBeenLastCalledWith([FILE_ID]);
  });

  it('says the server does not support the file (415), in the list and a snackbar, without a retry', async () => {
    const { user, onChange } = renderZone();
    await choose(user, pdf('vermomd.pdf'));
    const upload = await started(0);
    act(() => upload.options.onError!(httpError(415)));

    expect(await screen.findAllByText('Dit bestand wordt niet ondersteund')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Opnieuw proberen/ })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the file is too large when the server answers 413', async () => {
    const { user } = renderZone();
    await choose(user, pdf());
    const upload = await started(0);
    act(() => upload.options.onError!(httpError(413)));
    expect(await screen.findAllByText('Dit bestand is te groot om te uploaden.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Opnieuw proberen/ })).not.toBeInTheDocument();
  });

  it('removing a running upload stops it on the server; removing an uploaded file drops its id', async () => {
    const { user, onChange } = renderZone();
    await choose(user, pdf('a.pdf'), pdf('b.pdf'));
    const [a, b] = [await started(0), await started(1)];
    act(() => a.options.onSuccess!({ lastResponse: response(204, { 'x-file-id': FILE_ID }) }));

    await user.click(screen.getByRole('button', { name: 'b.pdf verwijderen' }));
    expect(b.abort).toHaveBeenCalledWith(true);
    // A late report of the removed upload changes nothing.
    act(() => b.options.onSuccess!({ lastResponse: response(204, { 'x-file-id': OTHER_ID }) }));
    expect(onChange).toHaveBeenLastCalledWith([FILE_ID]);

    await user.click(screen.getByRole('button', { name: 'a.pdf verwijderen' }));
    expect(a.abort).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Gekozen bestanden' })).not.toBeInTheDocument();
  });

  it('never starts an upload removed before its lookup of earlier attempts answered', async () => {
    let answer: (value: unknown[]) => void = () => {};
    tus.lookup = () => new Promise((resolve) => (answer = resolve));
    const { user } = renderZone();
    await choose(user, pdf());
    await waitFor(() => expect(tus.uploads).toHaveLength(1));
    const upload = tus.uploads[0]!;
    await user.click(screen.getByRole('button', { name: 'verslag.pdf verwijderen' }));
    await act(async () => answer([]));
    expect(upload.start).not.toHaveBeenCalled();
  });

  it('stops running uploads (resumable) when the form goes away', async () => {
    const { user, unmount } = renderZone();
    await choose(user, pdf());
    const upload = await started(0);
    unmount();
    expect(upload.abort).toHaveBeenCalledWith(false);
  });
});

describe('FileDropZone: forms', () => {
  it('shows stored files as uploaded; removing one reports the remaining ids', async () => {
    const { user, onChange } = renderZone({
      initialFiles: [
        { id: FILE_ID, name: 'oud.pdf', size: 1000, mimeType: 'application/pdf' },
        { id: OTHER_ID, name: 'ook-oud.pdf', size: 1000, mimeType: 'application/pdf' },
      ],
    });
    expect(await screen.findAllByText('Geüpload')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'oud.pdf verwijderen' }));
    expect(onChange).toHaveBeenLastCalledWith([OTHER_ID]);
  });

  it('with multiple={false} takes one file and a new choice replaces it', async () => {
    const { user, onChange } = renderZone({ multiple: false });
    expect(await screen.findByText('Bestand kiezen')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).not.toHaveAttribute('multiple');
    await choose(user, png('een.png'));
    const first = await started(0);
    act(() => first.options.onSuccess!({ lastResponse: response(204, { 'x-file-id': FILE_ID }) }));
    expect(onChange).toHaveBeenLastCalledWith([FILE_ID]);

    drop(png('twee.png'));
    await started(1);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('twee.png')).toBeInTheDocument();
  });

  it('takes nothing while disabled', async () => {
    renderZone({ disabled: true });
    await screen.findByText('Bestanden kiezen');
    drop(pdf());
    await act(async () => {});
    expect(tus.uploads).toHaveLength(0);
  });
});
