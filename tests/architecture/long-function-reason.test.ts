import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { longFunctionReason } from '../../eslint/long-function-reason.js';

// The house rule behind "a function over 60 lines names its reason": it must bite on a long function
// without a "Long:" comment, wherever the function sits, and accept one with it.
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const body = (lines: number) =>
  Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
const fn = (lines: number) => `function f() {\n${body(lines)}\n}`;
const arrow = (lines: number) => `() => {\n${body(lines)}\n}`;

tester.run('long-function-reason', longFunctionReason, {
  valid: [
    fn(60),
    `// Long: one table of steps, read top to bottom.\n${fn(61)}`,
    `// Long: the whole form is one JSX tree.\nexport const Form = ${arrow(70)};`,
    `const api = {\n  // Long: one query and its mapping.\n  run: ${arrow(61)},\n};`,
    `/* Long: one handler per route would split its steps. */\napp.post('/x', ${arrow(65)});`,
  ],
  invalid: [
    { code: fn(61), errors: [{ messageId: 'noReason' }] },
    { code: `export const Form = ${arrow(61)};`, errors: [{ messageId: 'noReason' }] },
    { code: `// Long reason without the colon\n${fn(61)}`, errors: [{ messageId: 'noReason' }] },
    // A reason on the outer function does not cover a long function nested in its body.
    {
      code: `// Long: outer.\nfunction outer() {\n  return [1].map(${arrow(62)});\n}`,
      errors: [{ messageId: 'noReason' }],
    },
    { code: `const api = {\n  run: ${arrow(61)},\n};`, errors: [{ messageId: 'noReason' }] },
  ],
});
