import type { Rule } from 'eslint';

// Types for the house rule, so the test that proves it bites can import it.
export declare const longFunctionReason: Rule.RuleModule;
