import { colors } from './theme';

interface LogoProps {
  readonly size?: number;
}

/** The logo mark; decorative, so the link around it carries the name. */
export const Logo = ({ size = 36 }: LogoProps) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="7" fill={colors.brand} />
    <path d="M9 12h14l-1.6 11.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill={colors.accent} />
    <path
      d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2"
      fill="none"
      stroke={colors.accent}
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);
