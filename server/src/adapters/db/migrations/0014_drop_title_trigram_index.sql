-- Search and suggestions now find misspelt words through the vocabulary (`search_words`, migration
-- 0013) and the title-words index; no statement reads titles through their trigram index any more,
-- so it only cost every document write and its disk space.
DROP INDEX IF EXISTS "search_documents_title_trgm_idx";
