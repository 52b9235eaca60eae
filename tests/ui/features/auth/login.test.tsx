// Signing in (/login, guests only): the refusal and its toast (spec section 8), success taking the
// customer on to their account, and an account still waiting for its e-mail to be verified.
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../support/render-app';
import { notifications, page } from '../../../support/shopper-view';

const signIn = async (user: UserEvent, email: string, password: string) => {
  const form = page();
  await user.type(await form.findByLabelText('Email'), email);
  await user.type(form.getByLabelText('Password'), password);
  await user.click(form.getByRole('button', { name: 'Sign in' }));
};

describe('the sign-in page', () => {
  it('refuses a wrong password, says why and stays on the form', async () => {
    const { user, customer, shop } = await renderApp('/login');

    await signIn(user, customer.email, 'not-the-password');

    expect((await page().findByRole('alert')).textContent).toContain('Invalid email or password.');
    expect(await notifications().findByText('Login failed')).toBeTruthy();
    expect(page().getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(page().getByLabelText<HTMLInputElement>('Email').value).toBe(customer.email);
    expect(shop.signedIn()).toBeUndefined();
  });

  it('signs the customer in and takes them to their account', async () => {
    const { user, customer, shop } = await renderApp('/login');

    await signIn(user, customer.email, customer.password);

    expect(await notifications().findByText('You have been logged in successfully')).toBeTruthy();
    expect(await page().findByRole('heading', { name: 'My account', level: 1 })).toBeTruthy();
    expect(page().queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(shop.signedIn()?.user.email).toBe(customer.email);
  });

  it('offers to send the verification link again to an account not yet verified', async () => {
    const { user, shop } = await renderApp('/login');
    shop.addCustomer({ email: 'new@example.com', password: 'secret-123', status: 'pending' });

    await signIn(user, 'new@example.com', 'secret-123');

    expect(await notifications().findByText('Login failed')).toBeTruthy();
    expect(await page().findByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(shop.signedIn()).toBeUndefined();
  });

  it('sends a customer who is already signed in on to their account', async () => {
    await renderApp('/login', { signedIn: true });

    expect(await page().findByRole('heading', { name: 'My account', level: 1 })).toBeTruthy();
    expect(page().queryByLabelText('Password')).toBeNull();
  });
});
