// The hexagon's dependency rules, for the storefront (src/) and the back-end (server/src/) alike.
import type { ImportEdge } from './import-graph.ts';

export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly rule: string;
}

interface Layer {
  readonly name: string;
  readonly prefix: string;
  /** Other layers (by name) this layer may import from. Its own layer is always allowed. */
  readonly mayImport: readonly string[];
  /** Packages allowed; `*` = any package not listed in `forbiddenPackages`. */
  readonly packages: readonly string[];
  readonly forbiddenPackages?: readonly string[];
}

const UI_PACKAGES = ['react', 'react-dom', 'react-router', '@emotion/react', '@emotion/styled'];

const LAYERS: readonly Layer[] = [
  { name: 'web/domain', prefix: 'src/domain/', mayImport: [], packages: [] },
  { name: 'web/ports', prefix: 'src/ports/', mayImport: ['web/domain'], packages: [] },
  {
    name: 'web/application',
    prefix: 'src/application/',
    mayImport: ['web/domain', 'web/ports'],
    packages: ['rxjs'],
  },
  {
    name: 'web/adapters',
    prefix: 'src/adapters/',
    mayImport: ['web/domain', 'web/ports', 'web/application'],
    packages: ['*'],
    forbiddenPackages: UI_PACKAGES,
  },
  {
    name: 'web/ui',
    prefix: 'src/ui/',
    mayImport: ['web/domain', 'web/ports', 'web/application', 'web/adapters'],
    packages: ['*'],
  },
  { name: 'server/domain', prefix: 'server/src/domain/', mayImport: [], packages: [] },
  { name: 'server/ports', prefix: 'server/src/ports/', mayImport: ['server/domain'], packages: [] },
  {
    name: 'server/application',
    prefix: 'server/src/application/',
    mayImport: ['server/domain', 'server/ports'],
    packages: [],
  },
  {
    name: 'server/adapters',
    prefix: 'server/src/adapters/',
    mayImport: ['server/domain', 'server/ports', 'server/application'],
    packages: ['*'],
  },
  {
    // main.ts, app.ts, composition.ts, config.ts: the composition root may reach everything in server/src.
    name: 'server/root',
    prefix: 'server/src/',
    mayImport: ['server/domain', 'server/ports', 'server/application', 'server/adapters'],
    packages: ['*'],
  },
];

/** Packages only one place may import (the design card: thin wrappers keep libraries at the edges). */
const PACKAGE_HOMES: readonly { readonly pkg: string; readonly allowed: readonly string[] }[] = [
  { pkg: 'inversify', allowed: ['src/adapters/di/', 'src/ui/app/app-services.ts'] },
  { pkg: 'rxjs', allowed: ['src/application/', 'src/ui/app/use-observable.ts'] },
];

const layerOf = (path: string): Layer | undefined =>
  LAYERS.find((layer) => path.startsWith(layer.prefix));

export function checkLayers(edges: readonly ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    const layer = layerOf(edge.from);
    if (!layer) continue;
    if (edge.target !== undefined) {
      const targetLayer = layerOf(edge.target);
      const crossesApps = edge.from.startsWith('server/') !== edge.target.startsWith('server/');
      if (crossesApps) {
        violations.push({
          file: edge.from,
          specifier: edge.specifier,
          rule: 'the storefront and the server never import each other',
        });
      } else if (
        targetLayer &&
        targetLayer !== layer &&
        !layer.mayImport.includes(targetLayer.name)
      ) {
        violations.push({
          file: edge.from,
          specifier: edge.specifier,
          rule: `${layer.name} may not import ${targetLayer.name}`,
        });
      }
      continue;
    }
    const pkg = edge.packageName ?? edge.specifier;
    const allowedHere = layer.packages.includes('*')
      ? !(layer.forbiddenPackages ?? []).includes(pkg)
      : layer.packages.includes(pkg);
    if (!allowedHere) {
      violations.push({
        file: edge.from,
        specifier: edge.specifier,
        rule: `${layer.name} may not import the package ${pkg}`,
      });
      continue;
    }
    const home = PACKAGE_HOMES.find((entry) => entry.pkg === pkg);
    if (
      home &&
      edge.from.startsWith('src/') &&
      !home.allowed.some((place) => edge.from.startsWith(place))
    ) {
      violations.push({
        file: edge.from,
        specifier: edge.specifier,
        rule: `${pkg} is imported only in ${home.allowed.join(', ')}`,
      });
    }
  }
  return violations;
}
