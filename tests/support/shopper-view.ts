// What a shopper perceives on a rendered page, read the way assistive technology reads it.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The page itself (header and footer left out), to keep queries to what the page shows. */
export const page = () => within(screen.getByRole('main'));

/** The toasts' live region (flash messages). */
export const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** What a control's description says: its hint and its inline error (aria-describedby). */
export const descriptionOf = (control: HTMLElement): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/**
 * Types a value into an empty field in one go (as pasting or autofill does): one change for the
 * whole text rather than one per key, where each key would re-render the whole app.
 */
export const fill = async (user: UserEvent, field: HTMLElement, text: string): Promise<void> => {
  await user.click(field);
  await user.paste(text);
};
