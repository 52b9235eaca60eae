import { css } from '@emotion/react';
import type { NavigationNode } from '../../../../domain/navigation/navigation';

const icon = css({ width: '26px', height: '26px', flex: 'none' });

/** A node's own SVG icon from the CMS, at the small icon size; decorative. */
export const NodeIcon = ({ node }: { readonly node: NavigationNode }) => {
  const url = node.svgIcon[0]?.url;
  return url === undefined ? null : (
    <img src={url} alt="" width={26} height={26} css={icon} loading="lazy" />
  );
};
