// Craft's redirects are absolute: Yii's Response::redirect puts the host before a path that starts with
// `/`, and Craft's UrlHelper makes a site path such as `account` a site URL. Full URLs (a gateway's
// off-site page) and protocol-relative ones pass as they are.
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function absoluteRedirectTarget(publicUrl: string, target: string): string {
  if (HAS_SCHEME.test(target) || target.startsWith('//')) return target;
  return `${publicUrl}/${target.replace(/^\/+/, '')}`;
}
