// Tools and workshop equipment.
import { type Pictogram, ring, rows } from './pictogram-kit.ts';

export const TOOL_PICTOGRAMS = {
  drill: (p) =>
    `<rect x="30" y="48" width="112" height="52" rx="18" fill="${p.main}"/>` +
    `<rect x="142" y="60" width="28" height="28" rx="4" fill="${p.steel}"/>` +
    `<rect x="170" y="70" width="24" height="8" fill="${p.dark}"/>` +
    `<path d="M70 96 L104 96 L98 160 L62 160 Z" fill="${p.dark}"/>` +
    `<rect x="48" y="156" width="80" height="26" rx="6" fill="${p.main}"/>` +
    `<rect x="56" y="164" width="64" height="6" rx="3" fill="${p.shade}"/>`,
  wrench: (p) =>
    `<g transform="rotate(-45 100 100)"><rect x="89" y="46" width="22" height="112" rx="6" fill="${p.steel}"/>` +
    `<circle cx="100" cy="40" r="30" fill="${p.steel}"/><rect x="89" y="6" width="22" height="34" fill="${p.paleTint}"/>` +
    `<circle cx="100" cy="166" r="24" fill="${p.steel}"/><circle cx="100" cy="166" r="12" fill="${p.paleTint}"/>` +
    `<rect x="93" y="70" width="14" height="70" rx="4" fill="${p.main}"/></g>`,
  bolt: (p) =>
    `<polygon points="${ring(100, 46, [38], 6)}" fill="${p.main}"/>` +
    `<rect x="82" y="74" width="36" height="112" fill="${p.steel}"/>` +
    rows(
      9,
      (i) =>
        `<rect x="82" y="${90 + i * 11}" width="36" height="4" fill="${p.dark}" opacity="0.45"/>`,
    ),
  glasses: (p) =>
    `<path d="M18 84 L40 70 M182 84 L160 70" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>` +
    `<rect x="24" y="76" width="70" height="52" rx="22" fill="${p.main}" fill-opacity="0.35" stroke="${p.dark}" stroke-width="7"/>` +
    `<rect x="106" y="76" width="70" height="52" rx="22" fill="${p.main}" fill-opacity="0.35" stroke="${p.dark}" stroke-width="7"/>` +
    `<path d="M94 96 Q100 86 106 96" fill="none" stroke="${p.dark}" stroke-width="7"/>`,
  strap: (p) =>
    `<path d="M20 120 C60 60 140 60 180 120" fill="none" stroke="${p.main}" stroke-width="26"/>` +
    `<rect x="74" y="60" width="52" height="48" rx="8" fill="${p.steel}"/>` +
    `<rect x="84" y="70" width="32" height="10" rx="4" fill="${p.dark}"/>` +
    `<path d="M20 120 l-6 30 h18 z M180 120 l6 30 h-18 z" fill="${p.dark}"/>`,
  grinder: (p) =>
    `<circle cx="46" cy="96" r="34" fill="${p.steel}"/><circle cx="154" cy="96" r="34" fill="${p.steel}"/>` +
    `<path d="M10 96 A36 36 0 0 1 82 96" fill="none" stroke="${p.dark}" stroke-width="8"/>` +
    `<path d="M118 96 A36 36 0 0 1 190 96" fill="none" stroke="${p.dark}" stroke-width="8"/>` +
    `<rect x="66" y="70" width="68" height="64" rx="14" fill="${p.main}"/>` +
    `<path d="M78 134 L122 134 L138 170 L62 170 Z" fill="${p.dark}"/>`,
  chest: (p) =>
    `<rect x="38" y="28" width="124" height="150" rx="8" fill="${p.main}"/>` +
    rows(
      6,
      (i) =>
        `<rect x="48" y="${40 + i * 22}" width="104" height="16" rx="3" fill="${p.shade}"/>` +
        `<rect x="82" y="${46 + i * 22}" width="36" height="4" rx="2" fill="${p.light}"/>`,
    ) +
    `<circle cx="54" cy="184" r="8" fill="${p.dark}"/><circle cx="146" cy="184" r="8" fill="${p.dark}"/>`,
  glove: (p) =>
    `<rect x="58" y="34" width="20" height="70" rx="10" fill="${p.main}"/>` +
    `<rect x="80" y="24" width="20" height="80" rx="10" fill="${p.main}"/>` +
    `<rect x="102" y="28" width="20" height="76" rx="10" fill="${p.main}"/>` +
    `<rect x="124" y="42" width="18" height="62" rx="9" fill="${p.main}"/>` +
    `<rect x="30" y="92" width="22" height="62" rx="11" fill="${p.main}" transform="rotate(-35 41 123)"/>` +
    `<rect x="58" y="80" width="84" height="86" rx="22" fill="${p.main}"/>` +
    `<rect x="56" y="156" width="88" height="28" rx="6" fill="${p.dark}"/>`,
  light: (p) =>
    `<path d="M100 118 L58 184 M100 118 L142 184 M100 118 L100 184" stroke="${p.dark}" stroke-width="7"/>` +
    `<rect x="44" y="30" width="112" height="84" rx="10" fill="${p.main}"/>` +
    `<rect x="56" y="42" width="88" height="60" rx="6" fill="${p.light}"/>` +
    rows(
      3,
      (i) => `<rect x="${64 + i * 26}" y="50" width="20" height="44" rx="3" fill="#fde68a"/>`,
    ),
  vacuum: (p) =>
    `<path d="M140 82 C176 82 170 30 188 22" fill="none" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="52" y="72" width="96" height="100" rx="14" fill="${p.main}"/>` +
    `<rect x="46" y="58" width="108" height="22" rx="8" fill="${p.dark}"/>` +
    `<circle cx="66" cy="178" r="10" fill="${p.dark}"/><circle cx="134" cy="178" r="10" fill="${p.dark}"/>` +
    `<rect x="80" y="100" width="40" height="8" rx="4" fill="${p.shade}"/>`,
  bench: (p) =>
    `<rect x="16" y="68" width="168" height="20" rx="4" fill="${p.main}"/>` +
    `<rect x="30" y="88" width="14" height="92" fill="${p.dark}"/><rect x="156" y="88" width="14" height="92" fill="${p.dark}"/>` +
    `<rect x="30" y="146" width="140" height="10" fill="${p.steel}"/>` +
    `<rect x="132" y="48" width="36" height="20" rx="3" fill="${p.steel}"/>`,
  saw: (p) =>
    `<polygon points="${ring(100, 100, [76, 62], 48)}" fill="${p.steel}"/>` +
    `<circle cx="100" cy="100" r="48" fill="${p.main}"/><circle cx="100" cy="100" r="14" fill="${p.dark}"/>`,
  hammer: (p) =>
    `<g transform="rotate(30 100 100)"><rect x="90" y="56" width="20" height="132" rx="8" fill="${p.main}"/>` +
    `<rect x="52" y="22" width="96" height="38" rx="6" fill="${p.dark}"/><rect x="138" y="28" width="20" height="26" fill="${p.steel}"/></g>`,
  ladder: (p) =>
    `<rect x="56" y="14" width="14" height="176" rx="4" fill="${p.main}"/><rect x="130" y="14" width="14" height="176" rx="4" fill="${p.main}"/>` +
    rows(6, (i) => `<rect x="70" y="${34 + i * 26}" width="60" height="9" fill="${p.steel}"/>`),
  helmet: (p) =>
    `<path d="M38 132 A62 62 0 0 1 162 132 Z" fill="${p.main}"/>` +
    `<rect x="24" y="128" width="152" height="16" rx="8" fill="${p.shade}"/>` +
    `<rect x="92" y="72" width="16" height="56" rx="6" fill="${p.light}" opacity="0.6"/>`,
  tape: (p) =>
    `<rect x="100" y="146" width="86" height="16" fill="#fde68a"/>` +
    `<rect x="36" y="40" width="124" height="124" rx="28" fill="${p.main}"/>` +
    `<circle cx="98" cy="102" r="30" fill="${p.light}"/><circle cx="98" cy="102" r="10" fill="${p.dark}"/>` +
    `<rect x="180" y="140" width="8" height="28" fill="${p.dark}"/>`,
  box: (p) =>
    `<polygon points="40,70 100,44 160,70 100,96" fill="${p.tint}"/>` +
    `<polygon points="40,70 100,96 100,178 40,152" fill="${p.main}"/>` +
    `<polygon points="160,70 100,96 100,178 160,152" fill="${p.shade}"/>` +
    `<polygon points="64,60 124,86 124,100 64,74" fill="${p.light}" opacity="0.7"/>`,
  cable: (p) =>
    `<circle cx="92" cy="100" r="72" fill="${p.main}"/>` +
    rows(
      3,
      (i) =>
        `<circle cx="92" cy="100" r="${58 - i * 12}" fill="none" stroke="${p.shade}" stroke-width="4"/>`,
    ) +
    `<circle cx="92" cy="100" r="18" fill="${p.dark}"/>` +
    `<path d="M150 140 C170 160 176 176 190 180" fill="none" stroke="${p.dark}" stroke-width="7"/>`,
  compressor: (p) =>
    `<rect x="24" y="92" width="152" height="66" rx="33" fill="${p.main}"/>` +
    `<rect x="62" y="52" width="70" height="42" rx="6" fill="${p.dark}"/>` +
    `<circle cx="150" cy="72" r="16" fill="${p.light}" stroke="${p.dark}" stroke-width="5"/>` +
    `<circle cx="48" cy="170" r="14" fill="${p.dark}"/><circle cx="152" cy="170" r="14" fill="${p.dark}"/>`,
  press: (p) =>
    `<rect x="40" y="170" width="120" height="16" rx="4" fill="${p.dark}"/>` +
    `<rect x="62" y="30" width="16" height="142" fill="${p.steel}"/>` +
    `<rect x="56" y="24" width="100" height="52" rx="10" fill="${p.main}"/>` +
    `<rect x="124" y="76" width="14" height="30" fill="${p.steel}"/><rect x="128" y="106" width="6" height="22" fill="${p.dark}"/>` +
    `<rect x="92" y="132" width="72" height="10" fill="${p.shade}"/>`,
  shelf: (p) =>
    `<rect x="36" y="14" width="10" height="176" fill="${p.dark}"/><rect x="154" y="14" width="10" height="176" fill="${p.dark}"/>` +
    rows(4, (i) => `<rect x="30" y="${34 + i * 44}" width="140" height="10" fill="${p.main}"/>`) +
    `<rect x="56" y="${62}" width="34" height="26" fill="${p.steel}"/><rect x="104" y="106" width="44" height="30" fill="${p.tint}"/>`,
  clamp: (p) =>
    `<rect x="44" y="20" width="14" height="164" fill="${p.steel}"/>` +
    `<rect x="44" y="20" width="96" height="24" rx="4" fill="${p.main}"/>` +
    `<rect x="58" y="128" width="82" height="22" rx="4" fill="${p.main}"/>` +
    `<rect x="116" y="44" width="10" height="60" fill="${p.dark}"/><rect x="100" y="100" width="42" height="12" rx="4" fill="${p.dark}"/>` +
    `<rect x="112" y="150" width="18" height="42" rx="8" fill="${p.shade}"/>`,
  screwdriver: (p) =>
    `<g transform="rotate(45 100 100)"><rect x="92" y="8" width="16" height="92" fill="${p.steel}"/>` +
    `<path d="M92 8 L100 -4 L108 8 Z" fill="${p.dark}"/>` +
    `<rect x="80" y="96" width="40" height="92" rx="16" fill="${p.main}"/>` +
    `<rect x="96" y="108" width="8" height="68" rx="4" fill="${p.shade}"/></g>`,
  trolley: (p) =>
    `<path d="M60 16 L60 168 L150 168" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linejoin="round"/>` +
    `<rect x="72" y="80" width="70" height="80" rx="4" fill="${p.main}"/>` +
    `<rect x="80" y="40" width="54" height="40" rx="4" fill="${p.tint}"/>` +
    `<circle cx="72" cy="178" r="16" fill="${p.dark}"/><circle cx="72" cy="178" r="6" fill="${p.steel}"/>`,
  welder: (p) =>
    `<rect x="36" y="54" width="128" height="110" rx="10" fill="${p.main}"/>` +
    `<rect x="48" y="66" width="62" height="40" rx="4" fill="${p.dark}"/>` +
    `<circle cx="136" cy="86" r="14" fill="${p.light}"/><circle cx="136" cy="130" r="10" fill="${p.light}"/>` +
    `<rect x="70" y="38" width="60" height="16" rx="6" fill="${p.dark}"/>` +
    `<path d="M60 164 C60 190 120 184 150 192" fill="none" stroke="${p.dark}" stroke-width="7"/>`,
  drum: (p) =>
    `<rect x="52" y="26" width="96" height="156" rx="10" fill="${p.main}"/>` +
    rows(
      3,
      (i) => `<rect x="48" y="${30 + i * 70}" width="104" height="10" rx="5" fill="${p.shade}"/>`,
    ) +
    `<circle cx="124" cy="40" r="6" fill="${p.dark}"/>`,
  earmuffs: (p) =>
    `<path d="M52 110 C52 20 148 20 148 110" fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="26" y="92" width="44" height="74" rx="20" fill="${p.main}"/><rect x="130" y="92" width="44" height="74" rx="20" fill="${p.main}"/>` +
    `<rect x="36" y="106" width="24" height="46" rx="10" fill="${p.shade}"/><rect x="140" y="106" width="24" height="46" rx="10" fill="${p.shade}"/>`,
  vest: (p) =>
    `<path d="M62 20 L86 20 L100 70 L114 20 L138 20 L166 56 L158 186 L42 186 L34 56 Z" fill="${p.main}"/>` +
    `<rect x="40" y="116" width="120" height="14" fill="${p.light}" opacity="0.9"/>` +
    `<rect x="40" y="148" width="120" height="14" fill="${p.light}" opacity="0.9"/>`,
  cabinet: (p) =>
    `<rect x="42" y="14" width="116" height="174" rx="6" fill="${p.main}"/>` +
    `<rect x="99" y="14" width="2" height="174" fill="${p.shade}"/>` +
    `<rect x="86" y="86" width="6" height="30" rx="3" fill="${p.light}"/><rect x="108" y="86" width="6" height="30" rx="3" fill="${p.light}"/>` +
    rows(4, (i) => `<rect x="54" y="${30 + i * 10}" width="34" height="4" fill="${p.shade}"/>`),
  socket: (p) =>
    `<rect x="18" y="52" width="164" height="100" rx="12" fill="${p.dark}"/>` +
    [18, 22, 26, 30]
      .map(
        (r, i) =>
          `<circle cx="${46 + i * 38}" cy="102" r="${r * 0.6 + 4}" fill="${p.steel}"/>` +
          `<polygon points="${ring(46 + i * 38, 102, [r * 0.35], 6)}" fill="${p.dark}"/>`,
      )
      .join('') +
    `<rect x="30" y="60" width="140" height="10" rx="5" fill="${p.main}"/>`,
} satisfies Record<string, Pictogram>;
