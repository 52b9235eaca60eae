import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants, type ButtonVariant } from './Button.styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
}

export const Button = ({ variant = 'primary', type = 'button', ...props }: ButtonProps) => (
  <button type={type} css={buttonVariants[variant]} {...props} />
);

interface ButtonLinkProps {
  readonly to: string;
  readonly variant?: ButtonVariant;
  readonly children: ReactNode;
}

/** A link that looks like a button, for navigation calls to action. */
export const ButtonLink = ({ to, variant = 'primary', children }: ButtonLinkProps) => (
  <Link to={to} css={buttonVariants[variant]}>
    {children}
  </Link>
);
