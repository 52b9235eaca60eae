// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageCommerceBackend } from '../../../src/adapters/browser/commerce-backend.dom';

describe('pageCommerceBackend', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads Vendure from the page, and Craft when the page names none or an unknown one', () => {
    expect(pageCommerceBackend()).toBe('craft');
    document.head.innerHTML = '<meta name="commerce-backend" content="vendure">';
    expect(pageCommerceBackend()).toBe('vendure');
    document.head.innerHTML = '<meta name="commerce-backend" content="magento">';
    expect(pageCommerceBackend()).toBe('craft');
  });
});
