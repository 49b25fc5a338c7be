import { describe, expect, it } from 'vitest';
import { htmlText, plainText, sanitizeHtml } from './html';

const clean = (html: string) => sanitizeHtml(html, 'notification');

describe('sanitizeHtml: notification profile', () => {
  it('keeps inline emphasis, paragraphs, line breaks, lists and links', () => {
    const html =
      '<p>Je opdracht <strong>KPB</strong> is <em>beoordeeld</em>.<br>Zie <a href="/onderwijs/opdracht/1">de opdracht</a>.</p>' +
      '<ul><li><b>een</b></li><li><i>twee</i> en <u>drie</u></li></ul><ol><li>vier</li></ol>';
    expect(clean(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['https://leeromgeving.example.nl/course/view.php?id=7'],
    ['http://example.nl/'],
    ['mailto:opleiding@example.nl'],
    ['/agenda'],
    ['onderwijs/1'],
    ['#downloads'],
  ])('keeps a link to %s', (href) => {
    expect(clean(`<a href="${href}">x</a>`)).toBe(`<a href="${href.replace(/&/g, '&amp;')}">x</a>`);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['//evil.example.com/'],
  ])('drops a link to %s but keeps its text', (href) => {
    expect(clean(`<a href="${href}">klik</a>`)).toBe('<a>klik</a>');
  });

  it('drops scripts with their text, event handlers, styles, images, frames and forms', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">Hallo<script>alert(1)</script></p>')).toBe(
      '<p>Hallo</p>',
    );
    expect(clean('<img src="x" onerror="alert(1)">Tekst')).toBe('Tekst');
    expect(clean('<iframe src="https://evil.example.com"></iframe><form action="/x"><input></form>ok')).toBe('ok');
    expect(clean('<style>p{display:none}</style><svg onload="alert(1)"><a href="/x">x</a></svg>')).toBe(
      '<a href="/x">x</a>',
    );
    expect(clean('<a href="/x" target="_blank" onmouseover="alert(1)">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('escapes text that merely looks like markup, and closes what was left open', () => {
    expect(clean('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(clean('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(clean('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('htmlText', () => {
  it('answers the visible text only', () => {
    expect(htmlText('<p><strong>Hallo</strong> wereld</p>')).toBe('Hallo wereld');
    expect(htmlText('<p>&nbsp;</p><br><script>tekst</script>')).toBe('');
  });
});

describe('plainText', () => {
  it('answers the text as a reader sees it: blocks apart, entities decoded once, no markup', () => {
    expect(plainText('<p>Je kunt je workshops voor <strong>Terugkomdag &lt;blok 5&gt;</strong> kiezen.</p>')).toBe(
      'Je kunt je workshops voor Terugkomdag <blok 5> kiezen.',
    );
    expect(plainText('<p>een</p><p>twee<br>drie</p><ul><li>vier</li><li>vijf</li></ul>')).toBe(
      'een twee drie vier vijf',
    );
    expect(plainText('<p>A &amp; B &amp;lt;i&amp;gt; &quot;c&quot; &#39;d&#39;&nbsp;e</p>')).toBe(
      'A & B &lt;i&gt; "c" \'d\' e',
    );
    expect(plainText('<p>x<script>alert(1)</script></p>')).toBe('x');
  });
});
