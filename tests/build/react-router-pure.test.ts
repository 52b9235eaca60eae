import { describe, expect, it } from 'vitest';
import { markPureDeclarations } from '../../scripts/react-router-pure';

describe('markPureDeclarations', () => {
  it('marks top-level forwardRef, memo and createContext declarations as pure', () => {
    const code = [
      'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {',
      'const Memo = React$1.memo(Routes);',
      'const RouteContext = React$1.createContext(null);',
    ].join('\n');

    expect(markPureDeclarations(code).split('\n')).toEqual([
      'const Link = /*#__PURE__*/ React$1.forwardRef(function LinkWithRef(props, ref) {',
      'const Memo = /*#__PURE__*/ React$1.memo(Routes);',
      'const RouteContext = /*#__PURE__*/ React$1.createContext(null);',
    ]);
  });

  it('blanks displayName statements, keeping every line in its place', () => {
    const code = 'Link.displayName = "Link";\nfoo();';

    expect(markPureDeclarations(code)).toBe(`${' '.repeat(26)}\nfoo();`);
  });

  it('leaves calls inside functions and other statements alone', () => {
    const code = [
      '\tReact$1.useEffect(() => {});',
      '\tlet ref = React$1.useRef(null);',
      'const x = React$1.useMemo(() => 1);',
      'thing.displayName = computeName();',
    ].join('\n');

    expect(markPureDeclarations(code)).toBe(code);
  });
});
