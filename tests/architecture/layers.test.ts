import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { edgesOf, importGraph, specifiersOf } from './import-graph.ts';
import { checkLayers } from './layer-rules.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('architecture: layer rules hold for the whole repository', () => {
  it('src/ and server/src/ have no forbidden imports', () => {
    const edges = importGraph(root, ['src', 'server/src']);
    expect(edges.length).toBeGreaterThan(50);
    expect(checkLayers(edges)).toEqual([]);
  });
});

describe('architecture: the checker itself', () => {
  const edges = (file: string, source: string) => edgesOf(root, `${root}${file}`, source);

  it('reads static, type-only, side-effect, re-export and dynamic imports, but not comments', () => {
    const source = `
      import a from 'a';
      import type { B } from "b";
      import 'c';
      export { d } from './d';
      export * from './e';
      const f = await import('f');
      // import g from 'g';
      /* import h from 'h'; */
    `;
    expect(specifiersOf(source).sort()).toEqual(['./d', './e', 'a', 'b', 'c', 'f']);
  });

  it.each([
    [
      'src/domain/cart/cart.rules.ts',
      "import { map } from 'rxjs';",
      'web/domain may not import the package rxjs',
    ],
    [
      'src/domain/cart/cart.rules.ts',
      "import { x } from '../../ui/main';",
      'web/domain may not import web/ui',
    ],
    [
      'src/domain/cart/cart.rules.ts',
      "import { readFile } from 'node:fs';",
      'web/domain may not import the package node:fs',
    ],
    [
      'src/application/cart/cart.service.ts',
      "import { x } from '../../adapters/http/client/craft-client';",
      'web/application may not import web/adapters',
    ],
    [
      'src/application/cart/cart.service.ts',
      "import React from 'react';",
      'web/application may not import the package react',
    ],
    [
      'src/adapters/http/client/craft-client.ts',
      "import { x } from '../../../ui/app/App';",
      'web/adapters may not import web/ui',
    ],
    [
      'src/adapters/http/client/craft-client.ts',
      "import { css } from '@emotion/react';",
      'web/adapters may not import the package @emotion/react',
    ],
    [
      'src/ui/features/Cart.tsx',
      "import { Container } from 'inversify';",
      'inversify is imported only in src/adapters/di/, src/ui/app/app-services.ts',
    ],
    [
      'src/ui/features/Cart.tsx',
      "import { BehaviorSubject } from 'rxjs';",
      'rxjs is imported only in src/application/, src/ui/app/use-observable.ts',
    ],
    [
      'src/ports/cart-gateway.ts',
      "import * as z from 'zod/mini';",
      'web/ports may not import the package zod',
    ],
    [
      'server/src/domain/money/money.rules.ts',
      "import { sql } from 'drizzle-orm';",
      'server/domain may not import the package drizzle-orm',
    ],
    [
      'server/src/application/cart/current-cart.ts',
      "import { orders } from '../../adapters/db/schema.ts';",
      'server/application may not import server/adapters',
    ],
    [
      'server/src/domain/cart/cart.rules.ts',
      "import { buildApp } from '../../app.ts';",
      'server/domain may not import server/root',
    ],
    [
      // Craft's request bodies are wire: a domain file cannot take its types from them
      'src/domain/forms/account-forms.rules.ts',
      "import type { CraftLoginBody } from '../../adapters/http/account/craft-login.body';",
      'web/domain may not import web/adapters',
    ],
    [
      // nor take the wording of Craft's failed answers
      'src/domain/errors/error-messages.rules.ts',
      "import { failedResponseMessage } from '../../adapters/http/client/craft-failure-message';",
      'web/domain may not import web/adapters',
    ],
    [
      // PHP's casts of posted values are wire: the domain cannot reach them
      'server/src/domain/cart/cart-update.rules.ts',
      "import { castQty } from '../../adapters/http/craft/php-casts.ts';",
      'server/domain may not import server/adapters',
    ],
    [
      'src/domain/cart/cart.rules.ts',
      "import { money } from '../../../server/src/domain/money/money.rules.ts';",
      'the storefront and the server never import each other',
    ],
  ])('flags %s importing %s', (file, source, rule) => {
    expect(checkLayers(edges(file, source)).map((violation) => violation.rule)).toEqual([rule]);
  });

  it.each([
    ['src/domain/cart/cart.rules.ts', "import type { Cart } from './cart';"],
    ['src/application/cart/cart.service.ts', "import { BehaviorSubject } from 'rxjs';"],
    ['src/adapters/di/container.ts', "import { Container } from 'inversify';"],
    ['src/ui/app/use-observable.ts', "import type { Observable } from 'rxjs';"],
    ['server/src/adapters/db/database.ts', "import { sql } from 'drizzle-orm';"],
    [
      'server/src/composition.ts',
      "import { drizzleCartRepository } from './adapters/db/cart/drizzle.cart-repository.ts';",
    ],
  ])('allows %s importing %s', (file, source) => {
    expect(checkLayers(edges(file, source))).toEqual([]);
  });
});
