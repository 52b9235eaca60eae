// WCAG 2.5.3 "label in name": the signed-in account button shows the customer's initials, so its
// accessible name must start with them; someone using voice control says what they see.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ServicesContext, type Services } from '../../src/ui/app/services';
import { AccountMenu } from '../../src/ui/app/layout/header/AccountMenu';

const renderSignedIn = (initials: string): string => {
  const auth = {
    isLoggedIn$: new BehaviorSubject(true),
    initials$: new BehaviorSubject(initials),
    state$: new BehaviorSubject({ session: { email: 'jane.doe@example.com' } }),
  };
  // Only the auth service is read by the signed-in widget (AccountWidget shows it once signed in).
  const services = { auth } as unknown as Services;
  return renderToStaticMarkup(
    <MemoryRouter>
      <ServicesContext value={services}>
        <AccountMenu />
      </ServicesContext>
    </MemoryRouter>,
  );
};

const decode = (html: string): string =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The button's visible text and its accessible name (aria-label wins over the content). */
const accountButton = (html: string): { visible: string; name: string } => {
  const match = /<button([^>]*)>(.*?)<\/button>/s.exec(html);
  if (match === null) throw new Error(`no button in ${html}`);
  const [, attributes = '', content = ''] = match;
  const visible = decode(content.replace(/<[^>]*>/g, '')).trim();
  const label = /\saria-label="([^"]*)"/.exec(attributes)?.[1];
  return { visible, name: label === undefined ? visible : decode(label) };
};

describe('the header account button', () => {
  it.each(['JD', 'Z'])('shows %s and its accessible name starts with it', (initials) => {
    const { visible, name } = accountButton(renderSignedIn(initials));

    expect(visible).toBe(initials);
    expect(name.startsWith(visible)).toBe(true);
    expect(name.toLowerCase()).toContain('account');
  });
});
