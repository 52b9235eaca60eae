import { plainMenuLinks } from '../../../../domain/navigation/plain-menu.rules';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import { NodeLink } from '../navigation/NodeLink';
import { noScriptLink, noScriptLinkList } from '../../../components/no-script-links.styles';
import { colors, CONTENT_WIDTH, desktop, space } from '../../../components/theme';

const styles = {
  list: () =>
    noScriptLinkList({
      maxWidth: `${CONTENT_WIDTH}px`,
      margin: '0 auto',
      padding: `${space(2)} ${space(3)}`,
      [desktop]: { padding: `${space(2)} ${space(6)}` },
      borderTop: `1px solid ${colors.border}`,
    }),
  link: () => noScriptLink(),
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
