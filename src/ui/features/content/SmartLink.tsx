import type { ReactNode } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { Link } from 'react-router';
import { isExternalHref } from '../../../domain/content/page-blocks.rules';

interface SmartLinkProps {
  /** a site path or an absolute http(s), mailto: or tel: URL (checked by the block reader) */
  readonly href: string;
  readonly children: ReactNode;
  readonly styles?: SerializedStyles;
}

/** Site paths go through the router; other URLs are plain links that leave the shop. */
export const SmartLink = ({ href, children, styles }: SmartLinkProps) =>
  isExternalHref(href) ? (
    <a href={href} css={styles}>
      {children}
    </a>
  ) : (
    <Link to={href} css={styles}>
      {children}
    </Link>
  );
