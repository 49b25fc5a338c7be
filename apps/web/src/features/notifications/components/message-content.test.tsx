import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageContent } from './message-content';

function renderHtml(html: string) {
  return render(<MessageContent html={html} />).container;
}

describe('MessageContent', () => {
  it('keeps text-level markup', () => {
    const container = renderHtml('<p>Je opdracht <strong>KPB 3</strong> is <em>beoordeeld</em>.<br>Tot ziens</p>');
    expect(container.innerHTML).toBe('<p>Je opdracht <strong>KPB 3</strong> is <em>beoordeeld</em>.<br>Tot ziens</p>');
  });

  it('turns links into their text: no href, no target', () => {
    const container = renderHtml('<p>Zie <a href="https://elders.example.nl" target="_blank">deze pagina</a>.</p>');
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).toBe('<p>Zie deze pagina.</p>');
  });

  it('drops every attribute: handlers, styles, classes', () => {
    const container = renderHtml(
      '<p onclick="alert(1)" style="color:red" class="x" id="y"><strong onmouseover="alert(2)">Let op</strong></p>',
    );
    expect(container.innerHTML).toBe('<p><strong>Let op</strong></p>');
  });

  it('drops scripts, styles and embedded content with what is inside them', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const container = renderHtml(
      '<p>Tekst</p><script>alert(1)</script><style>p{display:none}</style><iframe src="https://x"></iframe>' +
        '<img src="x" onerror="alert(2)"><svg><a href="#">x</a></svg>',
    );
    expect(container.innerHTML).toBe('<p>Tekst</p>');
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps plain text as text', () => {
    const container = renderHtml('Nieuw: 3 < 4 & "zo"');
    expect(container.textContent).toBe('Nieuw: 3 < 4 & "zo"');
    expect(container.children).toHaveLength(0);
  });
});
