// The customer's saved addresses (/my-account/addresses): adding and editing one through the address
// form, the tax service's check before saving (spec sections 5 and 8), and the back-end's field errors.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render-app';
import { descriptionOf, fill, notifications, page } from '../../../support/shopper-view';

const openAddressBook = async () => {
  const app = await renderApp('/my-account/addresses', { signedIn: true });
  await screen.findByRole('heading', { name: 'Home' });
  return app;
};

const fillNewAddress = async (user: UserEvent, form: HTMLElement) => {
  const field = within(form);
  await fill(user, field.getByLabelText('Address name'), 'Workshop');
  await fill(user, field.getByLabelText('First name'), 'Ada');
  await fill(user, field.getByLabelText('Last name'), 'Lovelace');
  await fill(user, field.getByLabelText('Street address'), '12 Mill Rd');
  await fill(user, field.getByLabelText('City'), 'Salem');
  await fill(user, field.getByLabelText('Postal code'), '97301');
  await user.selectOptions(await field.findByLabelText('State / province'), 'Oregon');
};

/** The saved address cards' titles, in order (the account navigation's heading is no card). */
const cardTitles = () =>
  page()
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('li') !== null)
    .map((heading) => heading.textContent);

/** The saved address card with this title. */
const card = async (title: string) => {
  const heading = await page().findByRole('heading', { name: title, level: 2 });
  const item = heading.closest('li');
  if (item === null) throw new Error(`${title} is not an address card`);
  return within(item);
};

describe('the address book', () => {
  it('lists the saved addresses with their primary badges', async () => {
    await openAddressBook();

    const home = await card('Home');
    expect(home.getByText('Primary billing')).toBeTruthy();
    expect(home.getByText('Primary shipping')).toBeTruthy();
    expect(home.getByText('1 Main St')).toBeTruthy();
    expect(home.getByRole('button', { name: 'Edit Home' })).toBeTruthy();
  });

  it('adds an address in the corrected form the tax service suggests', async () => {
    const { user } = await openAddressBook();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('heading', { name: 'Add an address' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'New address' });
    await fillNewAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const check = await screen.findByRole('group', { name: 'Address check' });
    expect(within(check).getByText('We suggest a corrected address')).toBeTruthy();
    expect(within(check).getByText('12 MILL RD')).toBeTruthy();
    expect(within(check).getByText('12 Mill Rd')).toBeTruthy();
    await user.click(within(check).getByRole('button', { name: 'Use suggested address' }));

    expect(await notifications().findByText('Address saved successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Addresses', level: 1 })).toBeTruthy();
    expect(cardTitles()).toEqual(['Home', 'Workshop']);
    const workshop = await card('Workshop');
    expect(workshop.getByText('12 MILL RD')).toBeTruthy();
    expect(workshop.getByText('SALEM, OR 97301')).toBeTruthy();
  });

  it('keeps the address as entered when the customer prefers it to the suggestion', async () => {
    const { user } = await openAddressBook();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await fillNewAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const check = await screen.findByRole('group', { name: 'Address check' });
    await user.click(within(check).getByRole('button', { name: 'Keep the address as entered' }));

    const workshop = await card('Workshop');
    expect(workshop.getByText('12 Mill Rd')).toBeTruthy();
    expect(workshop.queryByText('12 MILL RD')).toBeNull();
  });

  it('says why the tax service refuses an address, then shows the back-end’s field errors', async () => {
    const { user } = await openAddressBook();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await user.type(within(form).getByLabelText('Address name'), 'Nowhere');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const check = await screen.findByRole('group', { name: 'Address check' });
    const refusal = within(check).getByRole('alert');
    expect(refusal.textContent).toContain('We could not confirm this address.');
    expect(refusal.textContent).toContain('The address is not deliverable.');
    await user.click(within(check).getByRole('button', { name: 'Keep the address as entered' }));

    expect(await notifications().findByText('Failed to save address')).toBeTruthy();
    const again = await screen.findByRole('form', { name: 'New address' });
    const street = within(again).getByLabelText('Street address');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(street)).toContain('Address Line 1 cannot be blank.');
    // What was typed is still there to correct.
    expect(within(again).getByLabelText<HTMLInputElement>('Address name').value).toBe('Nowhere');
  });

  it('edits a saved address, saving at once when the tax service confirms it as entered', async () => {
    const { user } = await openAddressBook();

    await user.click(screen.getByRole('button', { name: 'Edit Home' }));
    expect(screen.getByRole('heading', { name: 'Edit address', level: 1 })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Edit address' });
    const street = within(form).getByLabelText<HTMLInputElement>('Street address');
    expect(street.value).toBe('1 Main St');
    await user.clear(street);
    await user.type(street, '2 MAIN ST');
    await user.clear(within(form).getByLabelText('City'));
    await user.type(within(form).getByLabelText('City'), 'PORTLAND');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await notifications().findByText('Address saved successfully')).toBeTruthy();
    const home = await card('Home');
    expect(home.getByText('2 MAIN ST')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Address check' })).toBeNull();
    expect(cardTitles()).toEqual(['Home']);
  });

  it('leaves the address unchanged when the edit is cancelled', async () => {
    const { user } = await openAddressBook();

    await user.click(screen.getByRole('button', { name: 'Edit Home' }));
    const form = await screen.findByRole('form', { name: 'Edit address' });
    await user.clear(within(form).getByLabelText('Street address'));
    await user.type(within(form).getByLabelText('Street address'), '99 Elsewhere Ave');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    const home = await card('Home');
    expect(home.getByText('1 Main St')).toBeTruthy();
    expect(screen.queryByText('99 Elsewhere Ave')).toBeNull();
  });
});
