// The demo catalogue in the order its categories appear in the shop.
import { fasteners } from './fasteners.ts';
import { handTools } from './hand-tools.ts';
import { lifting } from './lifting.ts';
import { machinery } from './machinery.ts';
import { powerTools } from './power-tools.ts';
import { safety } from './safety.ts';
import { storage } from './storage.ts';
import type { CategorySpec } from './types.ts';
import { workshopEquipment } from './workshop-equipment.ts';

export const CATALOG: readonly CategorySpec[] = [
  powerTools,
  handTools,
  fasteners,
  workshopEquipment,
  storage,
  safety,
  lifting,
  machinery,
];
