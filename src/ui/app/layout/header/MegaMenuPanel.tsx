import { useEffect, useRef, useState } from 'react';
import {
  activeSubItem,
  megaMenuLayout,
  subItemPanel,
} from '../../../../domain/navigation/desktop-menu.rules';
import type { NavigationNode } from '../../../../domain/navigation/navigation';
import {
  childLinksToggle,
  productLinkText,
  visibleChildLinks,
} from '../../../../domain/navigation/product-card.rules';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import { NodeLink } from '../navigation/NodeLink';
import { NodeIcon } from '../navigation/NodeIcon';
import * as styles from './MegaMenuPanel.styles';

interface MegaMenuPanelProps {
  readonly id: string;
  readonly node: NavigationNode;
}

/**
 * While the panel is open, Escape closes it (focus back on its button), so does a press outside the
 * menu. Here, not in the menu bar, so that its code loads with the panel's.
 */
const useDismissal = (id: string) => {
  const { menu } = useServices();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const nav = ref.current?.closest('nav');
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      menu.closeDesktopMenu();
      nav?.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav?.contains(event.target as Node)) menu.closeDesktopMenu();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menu, id]);
  return ref;
};

/** An open top item: its sub-items as a 4-column grid or a list, and the hovered one's side panel. */
export const MegaMenuPanel = ({ id, node }: MegaMenuPanelProps) => {
  const { menu } = useServices();
  const state = useObservable(menu.desktopMenu$);
  const layout = megaMenuLayout(node);
  const active = activeSubItem(state, node.children);
  const ref = useDismissal(id);

  return (
    <div ref={ref} id={id} css={styles.panel} data-testid="mega-menu-panel">
      <ul
        css={layout.kind === 'grid' ? styles.grid(layout.columns) : styles.subList}
        aria-label={node.title}
      >
        {node.children.map((sub, index) => (
          <li
            key={sub.id}
            onPointerEnter={() => menu.hoverSubItem(index)}
            onFocus={() => menu.hoverSubItem(index)}
          >
            <SubItemCard node={sub} active={sub === active} />
          </li>
        ))}
      </ul>
      {active === undefined ? null : <SidePanel node={active} parent={node} />}
    </div>
  );
};

/**
 * A sub-item card: its first 3 child links (without SKU, Size and Pack, cut at 25 characters),
 * 'show more' for the rest.
 */
const SubItemCard = ({
  node,
  active,
}: {
  readonly node: NavigationNode;
  readonly active: boolean;
}) => {
  const [expanded, setExpanded] = useState(false);
  const toggle = childLinksToggle(node.children.length, expanded);
  return (
    <div css={[styles.card, active && styles.cardActive]}>
      <NodeLink
        nodeUri={node.nodeUri}
        newWindow={node.newWindow}
        css={[styles.cardTitle, node.displayInRed && styles.red]}
      >
        <NodeIcon node={node} />
        {node.title}
      </NodeLink>
      {node.children.length > 0 ? (
        <ul css={styles.childLinks}>
          {visibleChildLinks(node.children, expanded).map((child) => (
            <li key={child.id}>
              <NodeLink nodeUri={child.nodeUri} newWindow={child.newWindow} css={styles.childLink}>
                <span title={child.title}>{productLinkText(child.title)}</span>
              </NodeLink>
            </li>
          ))}
        </ul>
      ) : null}
      {toggle === null ? null : (
        <button
          type="button"
          css={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {toggle}
        </button>
      )}
    </div>
  );
};

/** 'Explore {title}' with product cards, or the featured image with 'View All Products'. */
const SidePanel = ({
  node,
  parent,
}: {
  readonly node: NavigationNode;
  readonly parent: NavigationNode;
}) => {
  const panel = subItemPanel(node);
  if (panel.kind === 'explore')
    return (
      <aside css={styles.side} aria-label={panel.label}>
        <NodeLink nodeUri={panel.href} newWindow={node.newWindow} css={styles.explore}>
          {panel.label}
        </NodeLink>
        <ul css={styles.productCards}>
          {panel.products.map((product) => (
            <li key={product.id}>
              <NodeLink
                nodeUri={product.nodeUri}
                newWindow={product.newWindow}
                css={styles.productCard}
              >
                <span title={product.title}>{productLinkText(product.title)}</span>
              </NodeLink>
            </li>
          ))}
        </ul>
      </aside>
    );
  const imageUrl = panel.imageUrl ?? parent.featuredImage[0]?.url ?? null;
  return (
    <aside css={[styles.side, styles.featured(panel.heightPx)]} aria-label={node.title}>
      {imageUrl === null ? null : (
        <img src={imageUrl} alt="" css={styles.featuredImage} loading="lazy" />
      )}
      <NodeLink
        nodeUri={node.nodeUri ?? parent.nodeUri ?? 'products'}
        newWindow={node.newWindow}
        css={styles.viewAll}
      >
        {panel.buttonLabel}
      </NodeLink>
    </aside>
  );
};
