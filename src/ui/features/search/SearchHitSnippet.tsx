import type { SearchHit } from '../../../domain/content/content';

interface SearchHitSnippetProps {
  readonly hit: SearchHit;
  readonly className?: string;
}

/**
 * The back-end's snippet: matched words in <mark>, everything else already escaped, so it is
 * safe to render as HTML.
 */
export const SearchHitSnippet = ({ hit, className }: SearchHitSnippetProps) =>
  hit.snippet === '' ? null : (
    <p className={className} dangerouslySetInnerHTML={{ __html: hit.snippet }} />
  );
