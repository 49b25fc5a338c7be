import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/test-utils';

describe('app routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderRoute('/bestaat-niet/echt-niet');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText(/De pagina die je zoekt bestaat niet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden | Opleidingsportaal'));
  });

  it('goes from the not-found page to the start page', async () => {
    const { user, router } = renderRoute('/onbekend');

    await user.click(await screen.findByRole('link', { name: 'Naar de startpagina' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("moves focus to the new screen's heading after a client-side navigation, but not on the first load", async () => {
    const { user, router } = renderRoute('/onbekend');
    const notFound = await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' });
    expect(notFound).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Naar de startpagina' }));
    const login = await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    await waitFor(() => expect(login).toHaveFocus());
    // Focusable by script only: no extra tab stop.
    expect(login).toHaveAttribute('tabindex', '-1');

    // Only the search changing (a tab, a filter) is no new screen: focus stays where the user is.
    const email = screen.getByLabelText('E-mailadres');
    email.focus();
    await act(() => router.navigate('/?tab=x'));
    expect(email).toHaveFocus();
  });

  it('renders every screen in the frame: skip link, product name, main landmark', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });

    expect(screen.getByRole('link', { name: 'Direct naar de inhoud' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toHaveTextContent('Opleidingsportaal');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toContainElement(screen.getByLabelText('E-mailadres'));
  });
});
