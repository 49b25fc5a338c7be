import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, type FakeAnswer } from '../../../../test/test-utils';
import { account, API, makeProfile, mockAccountApi, renderAccount } from '../test-helpers';

const UPLOAD = `POST /api/users/${account.id}/avatar`;
const REMOVE = `DELETE /api/users/${account.id}/avatar`;
const AVATAR_URL = '/api/file/6f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a';
const noContent: FakeAnswer = () => new Response(null, { status: 204 });

async function renderPicker(overrides: Parameters<typeof mockAccountApi>[0] = {}) {
  const fetchMock = mockAccountApi(overrides);
  const view = renderAccount('?tab=profiel');
  const section = within(await screen.findByRole('region', { name: 'Avatar' }));
  // Without the browser's own filter on `accept`, so the picker's own checks are what is tested.
  const user = userEvent.setup({ applyAccept: false });
  const choose = (file: File) => user.upload(section.getByLabelText('Avatar wijzigen'), file);
  return { ...view, user, fetchMock, section, choose };
}

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' });
const calls = (fetchMock: ReturnType<typeof mockAccountApi>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

describe('avatar picker', () => {
  it('shows the initials without an avatar, and offers only to change it', async () => {
    const { section } = await renderPicker();
    expect(section.getByText('LG')).toBeInTheDocument();
    expect(section.getByLabelText('Avatar wijzigen')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/gif,image/webp',
    );
    expect(section.getByLabelText('Avatar wijzigen')).toHaveAccessibleDescription(
      'Een jpg-, png-, gif- of webp-afbeelding van hooguit 5 MB.',
    );
    expect(section.queryByRole('button', { name: 'Avatar verwijderen' })).not.toBeInTheDocument();
  });

  it('uploads the chosen image as multipart field file, says so and shows the new avatar', async () => {
    const { choose, fetchMock } = await renderPicker({
      [UPLOAD]: reply({ url: AVATAR_URL }),
      [API.profile]: [reply(makeProfile()), reply(makeProfile({ avatar: AVATAR_URL }))],
    });
    const image = png();
    await choose(image);

    expect(await screen.findByText('Je avatar is gewijzigd!')).toBeInTheDocument();
    const [[, init]] = calls(fetchMock, UPLOAD) as [[string, RequestInit]];
    expect((init.body as FormData).get('file')).toBe(image);
    expect(await screen.findByRole('img', { name: 'Avatar van Lotte de Graaf' })).toHaveAttribute('src', AVATAR_URL);
    // The account (top bar) is asked again as well as the profile.
    expect(calls(fetchMock, API.account).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Avatar verwijderen' })).toBeEnabled();
  });

  it('refuses a file that is not an image or is over 5 MB before sending it', async () => {
    const { choose, fetchMock } = await renderPicker({ [UPLOAD]: reply({ url: AVATAR_URL }) });
    await choose(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Dit bestand wordt niet ondersteund. Kies een jpg-, png-, gif- of webp-afbeelding.'),
    ).toBeInTheDocument();
    await choose(png(5 * 1024 * 1024 + 1));
    expect(
      await screen.findByText('Deze afbeelding is te groot. Kies een afbeelding van hooguit 5 MB.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, UPLOAD)).toHaveLength(0);
  });

  it.each([
    [
      415,
      { detail: 'unsupported_file_type' },
      'Dit bestand wordt niet ondersteund. Kies een jpg-, png-, gif- of webp-afbeelding.',
    ],
    [413, { detail: 'payload_too_large' }, 'Deze afbeelding is te groot. Kies een afbeelding van hooguit 5 MB.'],
    [500, { detail: 'internal_error' }, 'Er is iets fout gegaan bij het wijzigen van je avatar!'],
  ])('says why the server refused the upload (%i)', async (status, body, message) => {
    const { choose, section } = await renderPicker({ [UPLOAD]: reply(body, status) });
    await choose(png());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(section.queryByRole('img')).not.toBeInTheDocument();
    expect(section.getByLabelText('Avatar wijzigen')).toBeEnabled();
  });

  it('removes the avatar, says so and shows the initials again', async () => {
    const { user, section, fetchMock } = await renderPicker({
      [API.profile]: [reply(makeProfile({ avatar: AVATAR_URL })), reply(makeProfile())],
      [REMOVE]: noContent,
    });
    expect(section.getByRole('img', { name: 'Avatar van Lotte de Graaf' })).toHaveAttribute('src', AVATAR_URL);
    await user.click(section.getByRole('button', { name: 'Avatar verwijderen' }));

    expect(await screen.findByText('Je avatar is verwijderd!')).toBeInTheDocument();
    expect(calls(fetchMock, REMOVE)).toHaveLength(1);
    await waitFor(() => expect(section.queryByRole('img')).not.toBeInTheDocument());
    expect(section.getByText('LG')).toBeInTheDocument();
  });

  it('keeps the avatar and says so when removing fails', async () => {
    const { user, section } = await renderPicker({
      [API.profile]: reply(makeProfile({ avatar: AVATAR_URL })),
      [REMOVE]: reply({ detail: 'internal_error' }, 500),
    });
    await user.click(section.getByRole('button', { name: 'Avatar verwijderen' }));
    expect(await screen.findByText('Er is iets fout gegaan bij het verwijderen van je avatar!')).toBeInTheDocument();
    expect(section.getByRole('img', { name: 'Avatar van Lotte de Graaf' })).toBeInTheDocument();
  });
});
