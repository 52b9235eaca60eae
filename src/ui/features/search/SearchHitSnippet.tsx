import type { SearchHit } from '../../../domain/content/content';
import { sanitizeCmsHtml } from '../../components/cms-html.dom';

interface SearchHitSnippetProps {
  readonly hit: SearchHit;
  readonly className?: string;
}

/**
 * The back-end's snippet: matched words in <mark>, everything else escaped; cleaned again here, as
 * another back-end's HTML is not trusted.
 */
export const SearchHitSnippet = ({ hit, className }: SearchHitSnippetProps) =>
  hit.snippet === '' ? null : (
    <p className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(hit.snippet) }} />
  );
