import { lazy, Suspense, useEffect, useRef } from 'react';
import { hasChildren } from '../../../../domain/navigation/mobile-menu.rules';
import type { NavigationNode } from '../../../../domain/navigation/navigation';
import { Icon } from '../../../components/Icon';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import { NodeIcon } from '../navigation/NodeIcon';
import { NodeLink } from '../navigation/NodeLink';
import * as styles from './MegaMenu.styles';

const panelId = (node: NavigationNode) => `mega-menu-${node.id}`;

// The panels are their own chunk: the first paint does not wait for them, the first hover does.
const loadPanel = () => import('./MegaMenuPanel');
const MegaMenuPanel = lazy(async () => ({ default: (await loadPanel()).MegaMenuPanel }));

/** A pointer passing over an item on its way elsewhere (or to click it) does not open it. */
const HOVER_INTENT_MS = 150;

/** Hovering an item opens its panel (or closes any open one) once the pointer has stayed a moment. */
const useHoverIntent = () => {
  const { menu } = useServices();
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelHover = () => clearTimeout(hoverTimer.current);
  const hoverItem = (node: NavigationNode) => {
    cancelHover();
    hoverTimer.current = setTimeout(() => {
      if (hasChildren(node)) menu.hoverTopItem(node.id);
      else menu.closeDesktopMenu();
    }, HOVER_INTENT_MS);
  };

  useEffect(() => cancelHover, []);
  return { cancelHover, hoverItem };
};

interface TopItemProps {
  readonly node: NavigationNode;
  readonly open: boolean;
  readonly onClick: () => void;
}

/** A top item: a button opening its panel when it has children, else a plain link. */
const TopItem = ({ node, open, onClick }: TopItemProps) =>
  hasChildren(node) ? (
    <button
      type="button"
      css={[styles.topItem, node.displayInRed && styles.red]}
      aria-expanded={open}
      aria-controls={panelId(node)}
      onClick={onClick}
    >
      <NodeIcon node={node} />
      {node.title}
      <Icon name="down" size={26} />
    </button>
  ) : (
    <NodeLink
      nodeUri={node.nodeUri}
      newWindow={node.newWindow}
      css={[
        styles.topItem,
        node.displayAsButton && styles.asButton,
        node.displayInRed && styles.red,
      ]}
    >
      <NodeIcon node={node} />
      {node.title}
    </NodeLink>
  );

/** The desktop main menu: top items open their panel on hover or click, one at a time. */
export const MegaMenu = () => {
  const { menu } = useServices();
  const items = useObservable(menu.mainMenu$).data ?? [];
  const { openItemId } = useObservable(menu.desktopMenu$);
  const { cancelHover, hoverItem } = useHoverIntent();

  return (
    <nav
      css={styles.nav}
      aria-label="Main"
      onPointerLeave={() => {
        cancelHover();
        menu.closeDesktopMenu();
      }}
    >
      <ul css={styles.list}>
        {items.map((node) => (
          <li
            key={node.id}
            onPointerEnter={(event) => {
              if (event.pointerType === 'mouse') hoverItem(node);
            }}
          >
            <TopItem
              node={node}
              open={openItemId === node.id}
              onClick={() => {
                cancelHover();
                menu.clickTopItem(node.id);
              }}
            />
            {openItemId === node.id ? (
              <Suspense fallback={null}>
                <MegaMenuPanel id={panelId(node)} node={node} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
};
