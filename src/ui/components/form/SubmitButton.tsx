import type { ReactNode } from 'react';
import { Button } from '../Button';
import type { ButtonVariant } from '../Button.styles';
import * as styles from './Field.styles';

interface SubmitButtonProps {
  readonly pending: boolean;
  readonly children: ReactNode;
  /** What the button says while the request runs, e.g. 'Signing in…'. */
  readonly pendingLabel?: string;
  readonly variant?: ButtonVariant;
  readonly disabled?: boolean;
}

/**
 * Submits its form and is disabled while the request runs, so a double click cannot send twice
 * (the services also refuse a second command while one is pending).
 */
export const SubmitButton = ({
  pending,
  children,
  pendingLabel,
  variant = 'primary',
  disabled = false,
}: SubmitButtonProps) => (
  <Button
    type="submit"
    variant={variant}
    disabled={pending || disabled}
    aria-busy={pending}
    css={styles.submitDisabled}
  >
    {pending && pendingLabel ? pendingLabel : children}
  </Button>
);
