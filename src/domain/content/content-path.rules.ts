const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The content URI a storefront path asks for: decoded segments without slashes ('' is home). */
export const contentUriOf = (pathname: string): string =>
  pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment)
    .join('/');

/** The one path a piece of content is found at: '/' for home, '/<uri>' otherwise, encoded. */
export const contentPathOf = (uri: string): string =>
  `/${uri
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/')}`;
