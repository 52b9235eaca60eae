// Simple flat drawings of workshop goods for generated product photos, banners and logos. Flat shapes
// render fast with sharp and look tidy at any size.
import type { Palette } from './palette.ts';
import { SUPPLY_PICTOGRAMS } from './supply-pictograms.ts';
import { TOOL_PICTOGRAMS } from './tool-pictograms.ts';

const PICTOGRAMS = { ...TOOL_PICTOGRAMS, ...SUPPLY_PICTOGRAMS };

export type PictogramName = keyof typeof PICTOGRAMS;

export const PICTOGRAM_NAMES = Object.keys(PICTOGRAMS) as [PictogramName, ...PictogramName[]];

export const isPictogramName = (name: string): name is PictogramName => name in PICTOGRAMS;

export const pictogram = (name: PictogramName, palette: Palette): string =>
  PICTOGRAMS[name](palette);
