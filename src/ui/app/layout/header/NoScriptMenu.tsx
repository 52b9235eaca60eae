import { plainMenuLinks } from '../../../../domain/navigation/plain-menu.rules';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import { NodeLink } from '../navigation/NodeLink';
import { css } from '@emotion/react';
import { colors, CONTENT_WIDTH, desktop, space } from '../../../components/theme';

// Styles made here when rendered, not in a .styles.ts of their own: the browser's build drops them
// with the component (a module's top-level css() calls are kept as side effects).
const styles = {
  list: () =>
    css({
      display: 'flex',
      flexWrap: 'wrap',
      gap: `${space(1)} ${space(4)}`,
      maxWidth: `${CONTENT_WIDTH}px`,
      margin: '0 auto',
      padding: `${space(2)} ${space(3)}`,
      [desktop]: { padding: `${space(2)} ${space(6)}` },
      listStyle: 'none',
      borderTop: `1px solid ${colors.border}`,
    }),
  link: () => css({ color: colors.text, fontWeight: 600 }),
};

/**
 * The main menu's links for a browser that runs no script, where its panels and the phone's drawer
 * cannot open. Rendered on the server only, inside the header's <noscript>: the browser's build
 * does not carry it.
 */
export const NoScriptMenu = () => {
  const { menu } = useServices();
  const items = useObservable(menu.mainMenu$).data ?? [];
  return (
    <nav aria-label="Menu links">
      <ul css={styles.list()}>
        {plainMenuLinks(items).map((node) => (
          <li key={node.id}>
            <NodeLink nodeUri={node.nodeUri} newWindow={node.newWindow} css={styles.link()}>
              {node.title}
            </NodeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
