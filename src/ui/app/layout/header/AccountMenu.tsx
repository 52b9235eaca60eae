import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  ACCOUNT_DROPDOWN_ITEMS,
  accountDropdownAfterClick,
  SIGNED_IN_AS_LABEL,
  toggleAccountDropdown,
} from '../../../../domain/navigation/account-widget.rules';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import * as styles from './AccountMenu.styles';
import { trigger } from './AccountWidget.styles';

/** Closes the dropdown on a click outside it or on Escape (focus back on its button). */
const useDismiss = (
  open: boolean,
  setOpen: (open: boolean) => void,
  ref: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) => {
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
  }, [open, setOpen, ref, buttonRef]);
};

/**
 * The signed-in account widget: the initials, opening a dropdown with the e-mail, 'My Account' and
 * 'Sign out'. Its code loads once a shopper is known to be signed in (AccountWidget).
 */
export const AccountMenu = () => {
  const { auth } = useServices();
  const initials = useObservable(auth.initials$);
  const email = useObservable(auth.state$).session?.email ?? '';
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, setOpen, ref, buttonRef);

  return (
    <div ref={ref} css={styles.wrapper} data-testid="account-widget">
      <button
        ref={buttonRef}
        type="button"
        css={[trigger, styles.initials]}
        // Starts with the initials it shows (WCAG 2.5.3 label in name), so "click JD" works by voice.
        aria-label={`${initials}, account menu`}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(toggleAccountDropdown(open, true))}
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
