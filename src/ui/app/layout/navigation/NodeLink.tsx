import type { ReactNode } from 'react';
import { linkTarget } from '../../../../domain/navigation/footer.rules';
import { nodeLink } from '../../../../domain/navigation/node-link.rules';
import { PrefetchLink } from '../../routing/PrefetchLink';

interface NodeLinkProps {
  readonly nodeUri: string | null;
  readonly newWindow: boolean;
  readonly children: ReactNode;
  readonly className?: string;
  readonly onClick?: () => void;
  readonly onPointerEnter?: () => void;
  readonly onFocus?: () => void;
}

/**
 * A CMS menu node: a site link, an external link, or plain text when it points nowhere. A node
 * opening in a new window gets rel="noopener noreferrer".
 */
export const NodeLink = ({
  nodeUri,
  newWindow,
  children,
  className,
  ...handlers
}: NodeLinkProps) => {
  const link = nodeLink(nodeUri);
  const target = linkTarget(newWindow);
  if (link === null) return <span className={className}>{children}</span>;
  if (link.kind === 'external')
    return (
      <a href={link.href} className={className} {...target} {...handlers}>
        {children}
      </a>
    );
  return (
    <PrefetchLink to={link.to} className={className} {...target} {...handlers}>
      {children}
    </PrefetchLink>
  );
};
