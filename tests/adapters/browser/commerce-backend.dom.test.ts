// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageCommerceBackend } from '../../../src/adapters/browser/commerce-backend.dom';

describe('pageCommerceBackend', () => {
  afterEach(() => {
    delete document.documentElement.dataset.commerce;
  });

  it('reads Vendure from the page, and Craft when the page names none or an unknown one', () => {
    expect(pageCommerceBackend()).toBe('craft');
    document.documentElement.dataset.commerce = 'vendure';
    expect(pageCommerceBackend()).toBe('vendure');
    document.documentElement.dataset.commerce = 'magento';
    expect(pageCommerceBackend()).toBe('craft');
  });
});
