import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ACCOUNT_DROPDOWN_ITEMS,
  accountDropdownAfterClick,
  SIGNED_IN_AS_LABEL,
  toggleAccountDropdown,
} from '../../../../domain/navigation/account-widget.rules';
import { LOGIN_PATH } from '../../../../domain/routing/paths';
import { Icon } from '../../../components/Icon';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import * as styles from './AccountWidget.styles';

/**
 * Signed out: a link to /login. Signed in: the initials, opening a dropdown with the e-mail,
 * 'My Account' and 'Sign out'; a click outside or Escape closes it.
 */
// Long: on every page's first render, where each extra component costs bytes the 150 KB budget
// (tests/e2e/bundle-budget.e2e.ts) does not have; split, it was ~90 B gzip heavier.
export const AccountWidget = () => {
  const { auth } = useServices();
  const signedIn = useObservable(auth.isLoggedIn$);
  const initials = useObservable(auth.initials$);
  const email = useObservable(auth.state$).session?.email ?? '';
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) =>
      setOpen(
        accountDropdownAfterClick(true, ref.current?.contains(event.target as Node) ?? false),
      );
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!signedIn)
    return (
      <Link to={LOGIN_PATH} css={styles.trigger} aria-label="Sign in" data-testid="account-widget">
        <Icon name="user" size={26} />
      </Link>
    );

  return (
    <div ref={ref} css={styles.wrapper} data-testid="account-widget">
      <button
        ref={buttonRef}
        type="button"
        css={[styles.trigger, styles.initials]}
        // Starts with the initials it shows (WCAG 2.5.3 label in name), so "click JD" works by voice.
        aria-label={`${initials}, account menu`}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((current) => toggleAccountDropdown(current, signedIn))}
      >
        {initials}
      </button>
      {open ? (
        <div id="account-menu" css={styles.dropdown}>
          <p css={styles.signedInAs}>
            {SIGNED_IN_AS_LABEL}
            <strong css={styles.email}>{email}</strong>
          </p>
          <ul css={styles.items}>
            {ACCOUNT_DROPDOWN_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} css={styles.item} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
};
