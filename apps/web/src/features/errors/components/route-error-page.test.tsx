import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { data, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/test-utils';
import { ApiError } from '../../../lib/api-client';
import { RouteErrorPage } from './route-error-page';

const FORBIDDEN = 'Je hebt geen toestemming om deze pagina te bekijken.';
const GENERIC = 'Er is iets fout gegaan. Probeer het later opnieuw.';

function HomeStub() {
  return <p>startpagina</p>;
}

/** A screen at /kapot that fails with `error`, as a loader (thrown response) or while rendering. */
function failingRoutes(fail: { loader?: () => never; render?: () => never }): RouteObject[] {
  function Broken() {
    fail.render?.();
    return null;
  }
  return [
    { path: '/', Component: HomeStub, errorElement: <RouteErrorPage /> },
    {
      path: '/kapot',
      loader: fail.loader,
      Component: Broken,
      HydrateFallback: () => null,
      errorElement: <RouteErrorPage />,
    },
  ];
}

describe('route error page', () => {
  it.each([401, 403])('says "no permission" for a %i answer from a loader', async (status) => {
    renderRoute(
      '/kapot',
      failingRoutes({
        loader: () => {
          throw data(null, { status });
        },
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Oeps!' })).toBeInTheDocument();
    expect(screen.getByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Oeps! | Opleidingsportaal'));
  });

  it('says "no permission" for an ApiError 403 thrown while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(
      '/kapot',
      failingRoutes({
        render: () => {
          throw new ApiError(403, 'forbidden');
        },
      }),
    );

    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', () => new ApiError(500, 'internal_error')],
    ['an unexpected exception', () => new Error('boem')],
  ])('shows the general message for %s', async (_label, makeError) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(
      '/kapot',
      failingRoutes({
        render: () => {
          throw makeError();
        },
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Oeps!' })).toBeInTheDocument();
    expect(screen.getByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByText(FORBIDDEN)).not.toBeInTheDocument();
  });

  it('shows the not-found page for a 404', async () => {
    renderRoute(
      '/kapot',
      failingRoutes({
        loader: () => {
          throw data(null, { status: 404 });
        },
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });

  it('clears the error on the next navigation', async () => {
    const { user } = renderRoute(
      '/kapot',
      failingRoutes({
        loader: () => {
          throw data(null, { status: 500 });
        },
      }),
    );

    await user.click(await screen.findByRole('link', { name: 'Naar de startpagina' }));

    expect(await screen.findByText('startpagina')).toBeInTheDocument();
    expect(screen.queryByText('Oeps!')).not.toBeInTheDocument();
  });

  it('asks the server anew when the user comes back to a screen whose query failed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'internal_error'))
      .mockResolvedValue('geladen');
    function Screen() {
      const { data: text } = useQuery({ queryKey: ['scherm'], queryFn: load, throwOnError: true });
      return <p>{text ?? 'bezig'}</p>;
    }
    function Home() {
      return <Link to="/scherm">naar scherm</Link>;
    }
    const { user } = renderRoute('/scherm', [
      { path: '/', Component: Home, errorElement: <RouteErrorPage /> },
      { path: '/scherm', Component: Screen, errorElement: <RouteErrorPage /> },
    ]);
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Naar de startpagina' }));
    await user.click(await screen.findByRole('link', { name: 'naar scherm' }));
    expect(await screen.findByText('geladen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
