import { Link } from 'react-router';
import { searchPath, type SearchGroup } from '../../../domain/search/search-results.rules';
import { Image } from '../../components/Image';
import * as styles from './SearchOverlay.styles';
import { useSearchOverlay } from './use-search-overlay';

export interface SearchOverlayProps {
  readonly onClose: () => void;
}

type Overlay = ReturnType<typeof useSearchOverlay>;

/** What the status line says about the suggestions for the text typed so far. */
const statusText = ({ text, settled, suggestions, hits }: Overlay): string =>
  text.trim() === ''
    ? ''
    : suggestions.status === 'loading' || settled !== text
      ? 'Searching…'
      : suggestions.status === 'failed'
        ? (suggestions.error ?? '')
        : hits.length === 0
          ? `No suggestions for “${text.trim()}”. Press Enter to search everything.`
          : `${hits.length} suggestion${hits.length === 1 ? '' : 's'}`;

interface SuggestionGroupProps {
  readonly group: SearchGroup;
  readonly overlay: Overlay;
}

const SuggestionGroup = ({
  group,
  overlay: { ids, activeHit, optionId, open },
}: SuggestionGroupProps) => (
  <div role="group" aria-labelledby={`${ids}-${group.type}`}>
    <p id={`${ids}-${group.type}`} css={styles.groupLabel}>
      {group.label}
    </p>
    <ul css={styles.groupList} role="presentation">
      {group.hits.map((hit) => (
        <li
          key={optionId(hit)}
          id={optionId(hit)}
          role="option"
          aria-selected={hit === activeHit}
          css={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => open(hit.url)}
        >
          {hit.imageUrl === null ? null : (
            <Image src={hit.imageUrl} alt="" width={40} height={40} />
          )}
          <span>{hit.title}</span>
        </li>
      ))}
    </ul>
  </div>
);

const SearchField = ({
  overlay,
  listId,
}: {
  readonly overlay: Overlay;
  readonly listId: string;
}) => {
  const { ids, text, type, groups, activeHit, optionId, onKeyDown } = overlay;
  return (
    <div css={styles.field}>
      <label htmlFor={`${ids}-input`} css={styles.label}>
        Search products, pages and articles
      </label>
      <input
        id={`${ids}-input`}
        css={styles.input}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={groups.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeHit === undefined ? undefined : optionId(activeHit)}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
};

/**
 * The fullscreen search toggled from the header: suggestions while typing (debounced), grouped
 * by type; arrow keys move through them, Enter opens one (or every result), Escape closes.
 * A modal dialog keeps focus inside; focus returns to the search button on close.
 */
export const SearchOverlay = ({ onClose }: SearchOverlayProps) => {
  const overlay = useSearchOverlay(onClose);
  const { dialog, ids, text, groups } = overlay;
  const listId = `${ids}-suggestions`;

  return (
    <dialog
      ref={dialog}
      css={styles.dialog}
      aria-label="Search"
      data-testid="search-overlay"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div css={styles.inner}>
        <div css={styles.top} role="search">
          <SearchField overlay={overlay} listId={listId} />
          <button type="button" css={styles.close} aria-label="Close search" onClick={onClose}>
            <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </div>
        <p css={styles.status} role="status">
          {statusText(overlay)}
        </p>
        {groups.length > 0 ? (
          <div id={listId} role="listbox" aria-label="Suggestions" css={styles.listbox}>
            {groups.map((group) => (
              <SuggestionGroup key={group.type} group={group} overlay={overlay} />
            ))}
          </div>
        ) : null}
        {text.trim() === '' ? null : (
          <Link to={searchPath(text)} css={styles.all} onClick={onClose}>
            See all results for “{text.trim()}”
          </Link>
        )}
      </div>
    </dialog>
  );
};
