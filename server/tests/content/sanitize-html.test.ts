import { describe, expect, it } from 'vitest';
import { sanitizeHtmlSanitizer } from '../../src/adapters/content/sanitize-html.html-sanitizer.ts';

const { sanitize } = sanitizeHtmlSanitizer();

describe('the sanitize-html rich-text sanitiser', () => {
  it('keeps the rich-text allow-list as written', () => {
    const html = [
      '<h2 id="returns">Returns</h2>',
      '<p>Text with <strong>bold</strong>, <em>italics</em>, <code>code</code><br />and a <a href="/terms">link</a>.</p>',
      '<h3>List</h3><ul><li>one</li></ul><ol><li>two</li></ol><h4>Quote</h4>',
      '<blockquote><p>Said</p></blockquote><hr />',
      '<figure><img src="/img/products/drill.png" alt="Drill" width="400" height="300" /><figcaption>A drill</figcaption></figure>',
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<pre><code>npm run content</code></pre>',
      '<p><a href="mailto:hello@example.com">mail</a> <a href="https://example.com" title="t">web</a></p>',
    ].join('');
    expect(sanitize(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and javascript: links', () => {
    const html =
      '<p style="color:red" onclick="steal()" class="x">Hi<script>alert(1)</script></p>' +
      '<style>p{}</style><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(1)" onmouseover="x()">bad</a><a href="vbscript:x">vb</a>' +
      '<img src="/img/a.png" onerror="alert(1)" alt="a" />';
    const clean = sanitize(html);
    expect(clean).toBe('<p>Hi</p><a>bad</a><a>vb</a><img src="/img/a.png" alt="a" />');
    expect(clean).not.toMatch(/script|style|onclick|onerror|onmouseover|iframe|javascript/i);
  });

  it('keeps images only from /img/ or https, never data: or plain http', () => {
    expect(
      sanitize(
        '<img src="https://cdn.example.com/a.png" alt="ok" />' +
          '<img src="http://cdn.example.com/b.png" alt="http" />' +
          '<img src="data:image/png;base64,AAAA" alt="data" />' +
          '<img src="/uploads/c.png" alt="elsewhere" />',
      ),
    ).toBe('<img src="https://cdn.example.com/a.png" alt="ok" />');
  });

  it('adds rel="noopener" to links opening a new window, and drops other targets', () => {
    expect(sanitize('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitize('<a href="/x" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow noopener">x</a>',
    );
    expect(sanitize('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('turns headings it does not allow into their text', () => {
    expect(sanitize('<h1>Title</h1><h5>small</h5>')).toBe('Titlesmall');
  });
});
