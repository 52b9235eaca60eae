export interface HtmlSanitizer {
  /**
   * Rich text fit to render as HTML on the storefront: an allow-list of text markup, links and images;
   * no scripts, styles or event handlers. Content authors are trusted, browsers' HTML parsers are not
   * predictable, so everything imported passes through here.
   */
  sanitize(html: string): string;
}
