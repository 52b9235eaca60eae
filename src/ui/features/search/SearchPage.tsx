import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  groupSearchHits,
  searchPath,
  type SearchGroup,
} from '../../../domain/search/search-results.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { DocumentHead } from '../../components/DocumentHead';
import { Image } from '../../components/Image';
import { TextField } from '../../components/form/TextField';
import * as pageStyles from '../../components/Page.styles';
import { SearchHitSnippet } from './SearchHitSnippet';
import * as styles from './SearchPage.styles';
import type { RouteData } from '../../app/routing/app-route';

const ResultGroup = ({ group }: { readonly group: SearchGroup }) => (
  <section aria-labelledby={`results-${group.type}`}>
    <h2 id={`results-${group.type}`} css={styles.groupHeading}>
      {group.label}
    </h2>
    <ul css={styles.list}>
      {group.hits.map((hit) => (
        <li key={`${hit.type}-${hit.id}`} css={styles.hit} data-testid="search-result">
          {hit.imageUrl === null ? (
            <span css={styles.placeholder} aria-hidden="true" />
          ) : (
            <Image src={hit.imageUrl} alt="" width={80} height={80} />
          )}
          <div>
            <h3 css={styles.title}>
              <Link to={hit.url} css={styles.link}>
                {hit.title}
              </Link>
            </h3>
            <SearchHitSnippet hit={hit} css={styles.snippet} />
          </div>
        </li>
      ))}
    </ul>
  </section>
);

/** /search?q=: every result for a query, grouped by type. */
export const SearchPage = () => {
  const search = useLazyService('search');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const results = useObservable(search.results$);

  const hits = query === '' ? [] : (results.data?.hits ?? []);
  const groups = groupSearchHits(hits);
  const settled = results.status === 'ready' && results.data?.query !== undefined;

  return (
    <div css={pageStyles.page}>
      <DocumentHead title={query === '' ? 'Search' : `Search: ${query}`} noindex />
      <h1 css={pageStyles.heading}>{query === '' ? 'Search' : `Results for “${query}”`}</h1>
      <SearchForm
        key={query}
        initial={query}
        onSearch={(text) => void navigate(searchPath(text))}
      />
      {results.status === 'failed' && results.error !== null ? (
        <Alert message={results.error} onRetry={() => void search.search({ text: query })} />
      ) : null}
      <p role="status" css={pageStyles.statusText}>
        {query === ''
          ? 'Type what you are looking for.'
          : results.status === 'loading'
            ? 'Searching…'
            : settled
              ? hits.length === 0
                ? `Nothing found for “${query}”.`
                : `${results.data?.total ?? hits.length} result${hits.length === 1 ? '' : 's'}`
              : ''}
      </p>
      <div css={styles.groups}>
        {groups.map((group) => (
          <ResultGroup key={group.type} group={group} />
        ))}
      </div>
    </div>
  );
};

interface SearchFormProps {
  readonly initial: string;
  readonly onSearch: (text: string) => void;
}

/** Keyed by the query, so it starts over with the query in the address bar. */
const SearchForm = ({ initial, onSearch }: SearchFormProps) => {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form css={styles.form} role="search" onSubmit={submit}>
      <TextField
        label="Search products, pages and articles"
        type="search"
        name="q"
        value={text}
        onChange={setText}
      />
      <Button type="submit">Search</Button>
    </form>
  );
};

/** The results for the address's query, read before the page renders (see the route table). */
const searchPageData: RouteData = ({ search }) => {
  const text = (search.get('q') ?? '').trim();
  return [
    {
      key: `search:${text}`,
      run: async (services) => (await services.lazy.search()).search({ text }),
    },
  ];
};
SearchPage.data = searchPageData;
