import { describe, expect, it } from 'vitest';
import { cmsElementRule, isAllowedCmsAttribute } from '../../../src/domain/content/cms-html.rules';

describe('rich text allowlist for HTML from the content system', () => {
  it('keeps text markup, drops active content with its inside, unwraps the rest', () => {
    for (const tag of ['p', 'H2', 'a', 'img', 'table', 'mark', 'strong']) {
      expect(cmsElementRule(tag), tag).toBe('keep');
    }
    for (const tag of [
      'script',
      'SCRIPT',
      'style',
      'iframe',
      'svg',
      'math',
      'template',
      'object',
    ]) {
      expect(cmsElementRule(tag), tag).toBe('drop');
    }
    for (const tag of ['div', 'font', 'form', 'button', 'input', 'custom-element']) {
      expect(cmsElementRule(tag), tag).toBe('unwrap');
    }
  });

  it('never keeps event handlers, styles or classes', () => {
    for (const attribute of [
      'onerror',
      'onclick',
      'ONLOAD',
      'style',
      'class',
      'srcset',
      'formaction',
    ]) {
      expect(isAllowedCmsAttribute('img', attribute, 'x'), attribute).toBe(false);
      expect(isAllowedCmsAttribute('a', attribute, 'x'), attribute).toBe(false);
    }
    expect(isAllowedCmsAttribute('img', 'alt', 'A drill')).toBe(true);
    expect(isAllowedCmsAttribute('h2', 'id', 'returns')).toBe(true);
    expect(isAllowedCmsAttribute('p', 'id', 'returns')).toBe(false);
  });

  it('keeps links to pages, http(s) and mailto, never scripts or data', () => {
    for (const href of [
      '/terms#returns',
      'returns',
      '#top',
      'https://example.com',
      'mailto:a@b.c',
    ]) {
      expect(isAllowedCmsAttribute('a', 'href', href), href).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example/',
    ]) {
      expect(isAllowedCmsAttribute('a', 'href', href), href).toBe(false);
    }
  });

  it('keeps images from the shop or https only', () => {
    expect(isAllowedCmsAttribute('img', 'src', '/img/products/drill.png')).toBe(true);
    expect(isAllowedCmsAttribute('img', 'src', 'https://cdn.example/a.png')).toBe(true);
    for (const src of [
      'http://cdn.example/a.png',
      'data:image/svg+xml,<svg/>',
      'javascript:x',
      '//x/a.png',
    ]) {
      expect(isAllowedCmsAttribute('img', 'src', src), src).toBe(false);
    }
  });
});
