// Colour arithmetic for the generated images: one colour per category, tinted and shaded from it.

export interface Palette {
  readonly main: string;
  readonly tint: string;
  readonly paleTint: string;
  readonly shade: string;
  readonly dark: string;
  readonly steel: string;
  readonly light: string;
}

const channels = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` 0 keeps the colour, 1 gives `towards`. */
const mix = (hex: string, towards: number, amount: number): string =>
  toHex(channels(hex).map((c) => c + (towards - c) * amount));

export function paletteOf(main: string): Palette {
  return {
    main,
    tint: mix(main, 255, 0.78),
    paleTint: mix(main, 255, 0.92),
    shade: mix(main, 0, 0.35),
    dark: '#1f2937',
    steel: '#9ca3af',
    light: '#f9fafb',
  };
}

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
