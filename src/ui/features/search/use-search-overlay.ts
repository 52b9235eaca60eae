import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
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
import { useModalDialog } from '../../components/use-modal-dialog';
import { useDebouncedValue } from './use-debounced-value';

/** The search overlay's state: the typed text, the debounced suggestions and the active option. */
export const useSearchOverlay = (onClose: () => void) => {
  const search = useLazyService('search');
  const navigate = useNavigate();
  const suggestions = useObservable(search.suggestions$);
  const dialog = useModalDialog();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const ids = useId();

  useEffect(() => {
    void search.suggest(settled);
  }, [search, settled]);

  const hits: readonly SearchHit[] = text.trim() === '' ? [] : (suggestions.data?.hits ?? []);
  const ordered = hitsInDisplayOrder(hits);
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

  const type = (value: string) => {
    setText(value);
    setActive(-1);
  };

  return {
    dialog,
    ids,
    text,
    type,
    settled,
    suggestions,
    hits,
    groups: groupSearchHits(hits),
    activeHit,
    optionId: (hit: SearchHit) => `${ids}-${hit.type}-${hit.id}`,
    open,
    onKeyDown,
  };
};
