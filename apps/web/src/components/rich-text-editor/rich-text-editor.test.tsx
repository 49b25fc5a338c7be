import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/test-utils';
import { RichTextEditor } from './rich-text-editor';
import { installEditorLayoutShims, pasteHtml } from './test-helpers';

beforeAll(installEditorLayoutShims);

function Harness({
  initial = '',
  onChange = () => {},
  onSubmit = () => {},
}: {
  initial?: string;
  onChange?: (html: string) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <RichTextEditor
        label="Omschrijving"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="submit">Opslaan</button>
    </form>
  );
}

/** The editor in a form, inside the app's providers (through a one-route router, as other component tests do). */
async function renderEditor(props: Parameters<typeof Harness>[0] = {}) {
  const view = renderRoute('/', [{ path: '/', element: <Harness {...props} /> }]);
  const textbox = await screen.findByRole('textbox', { name: 'Omschrijving' });
  return { ...view, textbox };
}

const value = () => screen.getByTestId('value').textContent;

// Typing into dialogs is slow on a busy 2-core machine.
describe('RichTextEditor', () => {
  it('is a labelled multi-line text box with a labelled toolbar of named buttons', async () => {
    const { textbox } = await renderEditor();
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak van Omschrijving' });
    for (const name of ['Kop 2', 'Vet', 'Cursief', 'Onderstrepen', 'Opsomming', 'Genummerde lijst', 'Link']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(toolbar).toContainElement(screen.getByRole('button', { name: 'Tabel invoegen' }));
    expect(screen.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps one tab stop in the toolbar and moves with the arrow keys', async () => {
    const { user } = await renderEditor();
    const first = screen.getByRole('button', { name: 'Kop 2' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Vet' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Kop 3' })).toHaveFocus();
    await user.keyboard('{End}');
    // Undo and redo are disabled in a fresh editor: the last usable button is the table.
    expect(screen.getByRole('button', { name: 'Tabel invoegen' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
  });

  it('shows a loaded value and keeps only the whitelist of it', async () => {
    await renderEditor({
      initial:
        '<h2>Kop</h2><p>Tekst <strong>vet</strong> <a href="javascript:alert(1)">link</a></p><script>alert(1)</script>' +
        '<iframe src="https://evil.example"></iframe><p onclick="alert(1)" style="color:red">Klik</p>',
    });
    const textbox = screen.getByRole('textbox', { name: 'Omschrijving' });
    expect(textbox.querySelector('h2')).toHaveTextContent('Kop');
    expect(textbox.querySelector('strong')).toHaveTextContent('vet');
    expect(textbox.querySelector('script, iframe, [onclick], [style*="color"]')).toBeNull();
    expect(textbox.querySelector('a[href^="javascript"]')).toBeNull();
    expect(textbox).not.toHaveTextContent('alert');
  });

  it('drops a pasted script and iframe entirely', async () => {
    const onChange = vi.fn();
    const { textbox } = await renderEditor({ onChange });
    act(() => textbox.focus());
    pasteHtml(textbox, '<script>alert("xss")</script><iframe src="https://evil.example/"></iframe>');
    pasteHtml(textbox, '<p>Goed</p><img src="x" onerror="alert(1)"><svg><script>alert(2)</script></svg>');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall![0] as string;
    expect(html).toBe('<p>Goed</p>');
    expect(textbox.querySelector('script, iframe, img, svg')).toBeNull();
  });

  it('keeps a pasted table, list, link and figure', async () => {
    const onChange = vi.fn();
    const { textbox } = await renderEditor({ onChange });
    act(() => textbox.focus());
    pasteHtml(
      textbox,
      '<ul><li><p>Een</p></li></ul><p><a href="https://example.nl">site</a></p>' +
        '<table><tbody><tr><th><p>Kop</p></th></tr><tr><td><p>Cel</p></td></tr></tbody></table>' +
        '<figure><img src="https://example.nl/a.png" alt="Foto"><figcaption>Onderschrift</figcaption></figure>',
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall![0] as string;
    expect(html).toContain('<ul><li><p>Een</p></li></ul>');
    expect(html).toContain('href="https://example.nl"');
    expect(html).toContain('<tr><th><p>Kop</p></th></tr><tr><td><p>Cel</p></td></tr>');
    expect(html).toContain(
      '<figure><img src="https://example.nl/a.png" alt="Foto"><figcaption>Onderschrift</figcaption></figure>',
    );
  });

  it('makes a new paragraph on Enter and never submits the form', async () => {
    const onSubmit = vi.fn();
    const { textbox, user } = await renderEditor({ initial: '<p>Eerste</p>', onSubmit });
    act(() => textbox.focus());
    await user.keyboard('{Enter}');
    // ProseMirror takes the key and prevents what the browser would do with it (a submit included).
    expect(fireEvent.keyDown(textbox, { key: 'Enter', code: 'Enter', keyCode: 13 })).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(textbox.querySelectorAll('p')).toHaveLength(3);
  });

  it('hands on changes 300 ms after the last one, and at once on blur', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onChange = vi.fn();
      const { textbox } = await renderEditor({ onChange });
      textbox.focus();
      pasteHtml(textbox, '<p>Hallo</p>');
      act(() => vi.advanceTimersByTime(250));
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(60));
      expect(onChange).toHaveBeenCalledExactlyOnceWith('<p>Hallo</p>');

      pasteHtml(textbox, '<p>Wereld</p>');
      expect(onChange).toHaveBeenCalledTimes(1);
      fireEvent.blur(textbox);
      fireEvent.focusOut(textbox);
      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
      expect(value()).toContain('Wereld');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an empty string once everything is removed', async () => {
    const onChange = vi.fn();
    const { textbox, user } = await renderEditor({ initial: '<p>Weg</p>', onChange });
    act(() => textbox.focus());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('sets bold with the toolbar and says it is on', async () => {
    const onChange = vi.fn();
    const { textbox, user } = await renderEditor({ initial: '<p>woord</p>', onChange });
    act(() => textbox.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Vet' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>woord</strong></p>'));
    expect(screen.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('inserts a link only to an allowed address', async () => {
    const onChange = vi.fn();
    const { textbox, user } = await renderEditor({ onChange });
    act(() => textbox.focus());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const url = screen.getByRole('textbox', { name: 'Adres (URL)' });
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(screen.getByText('Vul een adres in dat begint met https://, http://, mailto: of /')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://example.nl{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://example.nl"')),
    );
  });

  it('inserts an image with a caption as a figure', async () => {
    const onChange = vi.fn();
    const { textbox, user } = await renderEditor({ onChange });
    act(() => textbox.focus());
    await user.click(screen.getByRole('button', { name: 'Afbeelding invoegen' }));
    await user.type(screen.getByRole('textbox', { name: /Adres van de afbeelding/ }), 'https://example.nl/a.png');
    await user.type(screen.getByRole('textbox', { name: 'Beschrijving (alternatieve tekst)' }), 'Een foto');
    await user.type(screen.getByRole('textbox', { name: 'Bijschrift (optioneel)' }), 'Het gebouw');
    await user.click(screen.getByRole('button', { name: 'Invoegen' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<figure><img src="https://example.nl/a.png" alt="Een foto"><figcaption>Het gebouw</figcaption></figure>',
        ),
      ),
    );
  });
});
