-- Search suggestions match title words by prefix (`to_tsvector('simple', title) @@ 'dri:*'`); this index
-- answers that arm without reading every document.
CREATE INDEX "search_documents_title_words_idx" ON "search_documents" USING gin (to_tsvector('simple', "title"));
