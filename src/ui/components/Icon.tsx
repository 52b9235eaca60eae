import type { ICON_SIZES_PX } from '../../domain/layout/image.rules';

/** The spec's icon sizes, px. */
export type IconSize = (typeof ICON_SIZES_PX)[number];

/** Stroke drawings on a 24 px grid; each is small enough to inline, so no icon pack is needed. */
const PATHS = {
  search: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.3-2.2L21 21',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  forward: 'M9 5l7 7-7 7',
  down: 'M6 9l6 6 6-6',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9c.8-4 4-6 8-6s7.2 2 8 6',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  readonly name: IconName;
  readonly size?: IconSize;
}

/** Decorative: the control around it carries the accessible name. */
export const Icon = ({ name, size = 26 }: IconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={PATHS[name]} />
  </svg>
);
