import { Link } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newsExcerpt } from './news-excerpt';
import { plainText, RichContent } from './rich-content';

const FILE = '/api/file/0c3f0d6e-8a43-4b8e-9d39-2f4a1b5c6d7e';

function renderHtml(html: string) {
  // The wrapper Box is the container's only child; its content is what the HTML became.
  return (render(<RichContent html={html} />).container.firstElementChild as HTMLElement).innerHTML;
}

describe('RichContent', () => {
  it('keeps the markup of the rich profile', () => {
    const html =
      '<h2>Kop</h2><p>Een <strong>vet</strong>, <em>schuin</em> en <s>doorgehaald</s> woord.<br>Regel</p>' +
      '<ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote><pre><code>x = 1</code></pre><hr>' +
      '<figure><img src="' +
      FILE +
      '" alt="Kaart" width="300" height="50%"><figcaption>Onderschrift</figcaption></figure>' +
      '<table><thead><tr><th colspan="2">Kop</th></tr></thead><tbody><tr><td rowspan="1">a</td><td>b</td></tr></tbody></table>';
    // React writes an image's `src` after its other attributes; nothing else moves.
    expect(renderHtml(html)).toBe(
      html.replace(
        `<img src="${FILE}" alt="Kaart" width="300" height="50%">`,
        `<img alt="Kaart" width="300" height="50%" src="${FILE}">`,
      ),
    );
  });

  it("shows links in the theme's link colour, as the product's other links", () => {
    render(
      <ThemeProvider theme={createTheme({ palette: { primary: { main: '#123456' } } })}>
        <RichContent html='<p>Zie <a href="/agenda">de agenda</a>.</p>' />
        <Link href="/elders">elders</Link>
      </ThemeProvider>,
    );
    const inContent = getComputedStyle(screen.getByRole('link', { name: 'de agenda' })).color;
    expect(inContent).toBe('rgb(18, 52, 86)');
    expect(inContent).toBe(getComputedStyle(screen.getByRole('link', { name: 'elders' })).color);
  });

  it('keeps links inside the portal, to the web and to mail; a new tab never gets the opener', () => {
    expect(
      renderHtml('<a href="/agenda">a</a><a href="https://x.nl" target="_blank">b</a><a href="mailto:a@b.nl">c</a>'),
    ).toBe(
      '<a href="/agenda" rel="noopener noreferrer">a</a>' +
        '<a href="https://x.nl" target="_blank" rel="noopener noreferrer">b</a>' +
        '<a href="mailto:a@b.nl" rel="noopener noreferrer">c</a>',
    );
  });

  it('keeps no target but a new tab', () => {
    expect(renderHtml('<a href="/agenda" target="_top">a</a>')).toBe(
      '<a href="/agenda" rel="noopener noreferrer">a</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//elders.example.nl',
    '/\\elders.example.nl',
  ])('drops the address %j from a link and keeps its text', (href) => {
    const link = document.createElement('a');
    link.setAttribute('href', href);
    link.textContent = 'klik';
    expect(renderHtml(link.outerHTML)).toBe('<a rel="noopener noreferrer">klik</a>');
  });

  it('drops images from anywhere but the portal and https, and every attribute outside the profile', () => {
    expect(
      renderHtml(
        '<img src="http://x.nl/a.png"><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="/api/file/../users">' +
          `<img src="https://x.nl/a.png" onerror="alert(1)" style="width:9999px" class="c" width="9px"><p id="p" style="color:red" onclick="alert(1)">t</p>`,
      ),
    ).toBe('<img alt="" src="https://x.nl/a.png"><p>t</p>');
  });

  it('drops scripts, styles, frames, forms and SVG with their content; unknown tags give up their text', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const html = renderHtml(
      '<p>Tekst</p><script>alert(1)</script><style>p{display:none}</style><iframe src="https://x"></iframe>' +
        '<svg><a href="#">x</a><script>alert(2)</script></svg><math><mi>y</mi></math><form><input value="z"></form>' +
        '<object data="x"></object><div onclick="alert(3)"><span style="color:red">los</span></div><template>t</template>',
    );
    expect(html).toBe('<p>Tekst</p>los');
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps text as text', () => {
    expect(renderHtml('3 &lt; 4 &amp; "zo" &lt;script&gt;')).toBe('3 &lt; 4 &amp; "zo" &lt;script&gt;');
  });
});

describe('plainText and the news excerpt', () => {
  it('reads the words as the reader sees them, blocks apart, without scripts', () => {
    expect(
      plainText('<h2>Kop</h2><p>Een <strong>vet</strong>woord.</p><ul><li>a</li><li>b</li></ul><script>x()</script>'),
    ).toBe('Kop Een vetwoord. a b');
  });

  it('cuts at 130 characters and adds "..."', () => {
    const text = 'a'.repeat(125) + ' bcdefghij';
    expect(newsExcerpt(`<p>${text}</p>`)).toBe(`${text.slice(0, 130)}...`);
    expect(newsExcerpt(`<p>${text}</p>`)).toHaveLength(133);
  });

  it('shows a text of at most 130 characters whole, without dots', () => {
    const text = 'b'.repeat(130);
    expect(newsExcerpt(`<p>${text}</p>`)).toBe(text);
    expect(newsExcerpt('<p>Kort.</p>')).toBe('Kort.');
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'c'.repeat(129)}🎉🎉`;
    expect(newsExcerpt(text)).toBe(`${'c'.repeat(129)}🎉...`);
  });
});
