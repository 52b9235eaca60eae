import { useEffect, useRef } from 'react';
import {
  canGoBack,
  hasChildren,
  mobileMenuTitle,
} from '../../../../domain/navigation/mobile-menu.rules';
import { Icon } from '../../../components/Icon';
import { useScrollLock } from '../../../components/use-scroll-lock';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import type { MobileMenuState, NavigationNode } from '../../../../domain/navigation/navigation';
import { NodeLink } from '../navigation/NodeLink';
import * as styles from './MobileDrawer.styles';

/** A node with children drills down a level; any other links and closes the drawer. */
const DrawerItem = ({ node }: { readonly node: NavigationNode }) => {
  const { menu } = useServices();
  return hasChildren(node) ? (
    <button
      type="button"
      css={[styles.item, node.displayInRed && styles.red]}
      onClick={() => menu.chooseMobileItem(node)}
    >
      {node.title}
      <Icon name="forward" size={26} />
    </button>
  ) : (
    <NodeLink
      nodeUri={node.nodeUri}
      newWindow={node.newWindow}
      css={[styles.item, node.displayInRed && styles.red, node.displayAsButton && styles.asButton]}
      onClick={menu.closeMobileMenu}
    >
      {node.title}
    </NodeLink>
  );
};

/** 'Back' (past step 1), the level's title and 'Close menu'. */
const DrawerHead = ({
  state,
  title,
}: {
  readonly state: MobileMenuState;
  readonly title: string;
}) => {
  const { menu } = useServices();
  return (
    <div css={styles.head}>
      {canGoBack(state) ? (
        <button
          type="button"
          css={styles.iconButton}
          aria-label="Back"
          onClick={menu.mobileMenuBack}
        >
          <Icon name="back" size={26} />
        </button>
      ) : null}
      <h2 id="mobile-menu-title" css={styles.title} data-testid="mobile-menu-title">
        {title}
      </h2>
      <button
        type="button"
        css={styles.iconButton}
        aria-label="Close menu"
        onClick={menu.closeMobileMenu}
      >
        <Icon name="close" size={26} />
      </button>
    </div>
  );
};

/**
 * The phone menu: a drawer sliding in from the side, drilling down one level per step with a
 * 'Back' button; 'Main Menu' at step 1. Any route change closes it (RootLayout tells the service).
 */
export const MobileDrawer = () => {
  const { menu } = useServices();
  const state = useObservable(menu.mobileMenu$);
  const ref = useRef<HTMLDialogElement>(null);
  useScrollLock(state.open);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (state.open && !dialog.open) dialog.showModal();
    if (!state.open && dialog.open) dialog.close();
  }, [state.open]);

  const title = mobileMenuTitle(state);
  return (
    <dialog
      ref={ref}
      id="mobile-menu"
      css={styles.drawer}
      aria-labelledby="mobile-menu-title"
      onClose={menu.closeMobileMenu}
      onClick={(event) => {
        if (event.target === event.currentTarget) menu.closeMobileMenu();
      }}
    >
      <div css={styles.panel}>
        <DrawerHead state={state} title={title} />
        <ul css={styles.list} key={`${state.step}-${title}`}>
          {state.current.items.map((node) => (
            <li key={node.id}>
              <DrawerItem node={node} />
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
};
