// Supplies, safety gear, lifting gear and machinery.
import { type Pictogram, ring, rows } from './pictogram-kit.ts';

export const SUPPLY_PICTOGRAMS = {
  sander: (p) =>
    `<rect x="34" y="130" width="132" height="30" rx="10" fill="${p.dark}"/>` +
    `<path d="M48 130 C48 70 152 70 152 130 Z" fill="${p.main}"/>` +
    `<rect x="84" y="52" width="32" height="40" rx="12" fill="${p.shade}"/>` +
    `<rect x="40" y="160" width="120" height="10" rx="4" fill="${p.steel}"/>`,
  battery: (p) =>
    `<rect x="40" y="70" width="120" height="100" rx="12" fill="${p.dark}"/>` +
    `<rect x="60" y="40" width="80" height="36" rx="8" fill="${p.main}"/>` +
    `<rect x="58" y="96" width="84" height="14" rx="4" fill="${p.main}"/>` +
    rows(
      4,
      (i) => `<rect x="${62 + i * 20}" y="130" width="14" height="22" rx="2" fill="#4ade80"/>`,
    ),
  pliers: (p) =>
    `<path d="M100 104 L40 186 M100 104 L160 186" stroke="${p.main}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M100 104 L80 20 L100 14 L106 100 Z M100 104 L120 20 L100 14 L94 100 Z" fill="${p.steel}"/>` +
    `<circle cx="100" cy="104" r="12" fill="${p.dark}"/>`,
  mask: (p) =>
    `<path d="M40 70 C20 110 30 150 60 150 M160 70 C180 110 170 150 140 150" fill="none" stroke="${p.dark}" stroke-width="6"/>` +
    `<path d="M60 60 Q100 30 140 60 L150 120 Q100 170 50 120 Z" fill="${p.light}" stroke="${p.dark}" stroke-width="5"/>` +
    `<circle cx="62" cy="128" r="24" fill="${p.main}"/><circle cx="138" cy="128" r="24" fill="${p.main}"/>` +
    `<circle cx="100" cy="118" r="14" fill="${p.dark}"/>`,
  boots: (p) =>
    `<path d="M40 30 L100 30 L104 120 L170 140 C184 146 184 170 170 172 L40 172 Z" fill="${p.main}"/>` +
    `<rect x="36" y="166" width="140" height="18" rx="6" fill="${p.dark}"/>` +
    `<rect x="40" y="30" width="60" height="16" fill="${p.shade}"/>` +
    rows(3, (i) => `<rect x="64" y="${62 + i * 18}" width="30" height="5" fill="${p.light}"/>`),
  firstaid: (p) =>
    `<rect x="30" y="56" width="140" height="112" rx="14" fill="#15803d"/>` +
    `<rect x="76" y="36" width="48" height="24" rx="6" fill="none" stroke="${p.dark}" stroke-width="8"/>` +
    `<rect x="88" y="78" width="24" height="68" fill="${p.light}"/><rect x="66" y="100" width="68" height="24" fill="${p.light}"/>`,
  hoist: (p) =>
    `<circle cx="100" cy="20" r="12" fill="none" stroke="${p.dark}" stroke-width="7"/>` +
    `<rect x="56" y="34" width="88" height="64" rx="12" fill="${p.main}"/>` +
    rows(
      6,
      (i) =>
        `<rect x="${i % 2 ? 66 : 62}" y="${100 + i * 12}" width="8" height="12" rx="4" fill="${p.steel}"/>`,
    ) +
    `<rect x="126" y="98" width="6" height="40" fill="${p.dark}"/>` +
    `<path d="M129 138 C150 150 140 180 122 176" fill="none" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>`,
  jack: (p) =>
    `<rect x="20" y="142" width="150" height="18" rx="4" fill="${p.main}"/>` +
    `<rect x="140" y="86" width="30" height="60" rx="6" fill="${p.shade}"/>` +
    `<path d="M155 88 L186 20" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="36" cy="168" r="10" fill="${p.dark}"/><circle cx="150" cy="168" r="12" fill="${p.dark}"/>`,
  nut: (p) =>
    `<polygon points="${ring(100, 100, [76], 6)}" fill="${p.main}"/>` +
    `<polygon points="${ring(100, 100, [62], 6)}" fill="${p.shade}"/>` +
    `<circle cx="100" cy="100" r="34" fill="${p.paleTint}"/>` +
    `<circle cx="100" cy="100" r="34" fill="none" stroke="${p.steel}" stroke-width="5" stroke-dasharray="6 5"/>`,
  washer: (p) =>
    `<circle cx="100" cy="100" r="76" fill="${p.steel}"/><circle cx="100" cy="100" r="64" fill="${p.main}" opacity="0.5"/>` +
    `<circle cx="100" cy="100" r="30" fill="${p.paleTint}"/>`,
  screw: (p) =>
    `<rect x="68" y="24" width="64" height="20" rx="8" fill="${p.main}"/>` +
    `<rect x="96" y="26" width="8" height="16" fill="${p.dark}"/>` +
    `<path d="M84 44 L116 44 L108 164 L100 188 L92 164 Z" fill="${p.steel}"/>` +
    rows(
      8,
      (i) =>
        `<path d="M${84 + i} ${58 + i * 14} L${116 - i} ${50 + i * 14}" stroke="${p.dark}" stroke-width="4" opacity="0.5"/>`,
    ),
  tie: (p) =>
    `<path d="M60 60 C10 100 40 170 100 170 C160 170 190 100 140 60" fill="none" stroke="${p.main}" stroke-width="14"/>` +
    `<rect x="124" y="40" width="32" height="30" rx="4" fill="${p.dark}"/>` +
    `<path d="M140 40 L150 10" stroke="${p.main}" stroke-width="14"/>`,
  rivet: (p) =>
    `<path d="M40 80 C40 40 160 40 160 80 Z" fill="${p.steel}"/>` +
    `<rect x="76" y="80" width="48" height="80" fill="${p.main}"/>` +
    `<rect x="94" y="20" width="12" height="170" fill="${p.dark}"/>`,
  lathe: (p) =>
    `<rect x="14" y="120" width="172" height="18" fill="${p.dark}"/>` +
    `<rect x="22" y="138" width="24" height="50" fill="${p.dark}"/><rect x="154" y="138" width="24" height="50" fill="${p.dark}"/>` +
    `<rect x="16" y="50" width="56" height="70" rx="6" fill="${p.main}"/>` +
    `<rect x="72" y="76" width="90" height="14" fill="${p.steel}"/>` +
    `<rect x="150" y="64" width="34" height="56" rx="4" fill="${p.main}"/>` +
    `<rect x="96" y="96" width="36" height="24" fill="${p.shade}"/>`,
  plasma: (p) =>
    `<polygon points="20,120 180,120 160,160 40,160" fill="${p.steel}"/>` +
    rows(
      7,
      (i) =>
        `<rect x="${44 + i * 18}" y="124" width="4" height="34" fill="${p.dark}" opacity="0.4"/>`,
    ) +
    `<rect x="30" y="60" width="140" height="16" fill="${p.main}"/>` +
    `<rect x="110" y="60" width="22" height="44" fill="${p.dark}"/>` +
    `<path d="M121 104 L121 120" stroke="#38bdf8" stroke-width="6"/>` +
    `<rect x="24" y="160" width="12" height="30" fill="${p.dark}"/><rect x="164" y="160" width="12" height="30" fill="${p.dark}"/>`,
  bins: (p) =>
    rows(3, (r) =>
      rows(
        3,
        (c) =>
          `<path d="M${22 + c * 54} ${34 + r * 52} h48 v40 h-48 z" fill="${r % 2 ? p.shade : p.main}"/>` +
          `<rect x="${34 + c * 54}" y="${58 + r * 52}" width="24" height="6" rx="3" fill="${p.light}"/>`,
      ),
    ),
} satisfies Record<string, Pictogram>;
