import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SearchHit } from '../../../domain/content/content';
import {
  groupSearchHits,
  hitsInDisplayOrder,
  moveActiveIndex,
  searchPath,
  SUGGEST_DEBOUNCE_MS,
} from '../../../domain/search/search-results.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Image } from '../../components/Image';
import * as styles from './SearchOverlay.styles';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchOverlayProps {
  readonly onClose: () => void;
}

/**
 * The fullscreen search toggled from the header: suggestions while typing (debounced), grouped
 * by type; arrow keys move through them, Enter opens one (or every result), Escape closes.
 * A modal dialog keeps focus inside; focus returns to the search button on close.
 */
export const SearchOverlay = ({ onClose }: SearchOverlayProps) => {
  const search = useLazyService('search');
  const navigate = useNavigate();
  const suggestions = useObservable(search.suggestions$);
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const ids = useId();

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element !== null && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    void search.suggest(settled);
  }, [search, settled]);

  const hits: readonly SearchHit[] = text.trim() === '' ? [] : (suggestions.data?.hits ?? []);
  const ordered = hitsInDisplayOrder(hits);
  const groups = groupSearchHits(hits);
  const optionId = (hit: SearchHit) => `${ids}-${hit.type}-${hit.id}`;
  const activeHit = active >= 0 ? ordered[active] : undefined;

  const open = (path: string) => {
    void navigate(path);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) =>
        moveActiveIndex(current, ordered.length, event.key === 'ArrowDown' ? 1 : -1),
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeHit !== undefined) open(activeHit.url);
      else if (text.trim() !== '') open(searchPath(text));
    }
  };

  const listId = `${ids}-suggestions`;
  const expanded = groups.length > 0;

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
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={activeHit === undefined ? undefined : optionId(activeHit)}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <button type="button" css={styles.close} aria-label="Close search" onClick={onClose}>
            <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </div>
        <p css={styles.status} role="status">
          {text.trim() === ''
            ? ''
            : suggestions.status === 'loading' || settled !== text
              ? 'Searching…'
              : suggestions.status === 'failed'
                ? (suggestions.error ?? '')
                : hits.length === 0
                  ? `No suggestions for “${text.trim()}”. Press Enter to search everything.`
                  : `${hits.length} suggestion${hits.length === 1 ? '' : 's'}`}
        </p>
        {expanded ? (
          <div id={listId} role="listbox" aria-label="Suggestions" css={styles.listbox}>
            {groups.map((group) => (
              <div key={group.type} role="group" aria-labelledby={`${ids}-${group.type}`}>
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
