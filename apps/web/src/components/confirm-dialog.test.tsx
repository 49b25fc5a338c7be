import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/test-utils';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** A page with a delete button that opens the dialog, as screens use it. */
function Harness(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Verwijder item
      </button>
      <p>{open ? 'open' : 'dicht'}</p>
      <ConfirmDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const view = renderRoute('/', [{ path: '/', element: <Harness {...props} /> }]);
  await view.user.click(await screen.findByRole('button', { name: 'Verwijder item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
  return { ...view, dialog };
}

describe('ConfirmDialog', () => {
  it("asks with the spec's title, default sentence and buttons, with focus on Annuleren", async () => {
    const { dialog } = await openDialog({ onConfirm: vi.fn() });
    expect(dialog).toHaveAccessibleDescription('Weet je zeker dat je dit item wilt verwijderen?');
    const cancel = within(dialog).getByRole('button', { name: 'Annuleren' });
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('takes its own sentence, title and button texts', async () => {
    const { dialog } = await openDialog({
      onConfirm: vi.fn(),
      title: 'Verwijdering bevestigen',
      text: 'Weet je zeker dat je de API key "Moodle" wilt verwijderen?',
      confirmLabel: 'Ja, verwijderen',
      cancelLabel: 'Nee',
    });
    expect(dialog).toHaveAccessibleDescription('Weet je zeker dat je de API key "Moodle" wilt verwijderen?');
    expect(within(dialog).getByRole('button', { name: 'Ja, verwijderen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nee' })).toBeInTheDocument();
  });

  it('Annuleren closes without confirming', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('dicht')).toBeInTheDocument();
  });

  it('Escape closes without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog({ onConfirm });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while the confirmation runs, cannot be closed meanwhile, and closes when it is done', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    const confirm = within(dialog).getByRole('button', { name: /Verwijderen/ });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A second click while busy confirms nothing twice.
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('dicht')).toBeInTheDocument();
  });

  it('closes as well when the confirmation fails (the caller tells the user)', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('mislukt')));
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes at once after a confirmation without a promise', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
