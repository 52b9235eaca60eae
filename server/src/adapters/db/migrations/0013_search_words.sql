-- The search's vocabulary: every word of every search document, as the 'simple' configuration splits
-- and lower-cases them. A misspelt query word is matched against these words through the trigram index
-- (a few thousand to a few hundred thousand short rows) rather than against every title, and the words
-- it resembles join the full-text query (drizzle.search-index.ts). Kept by triggers whoever writes the
-- documents (importer, content services, SQL); removed documents leave their words, which then match
-- nothing.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- fastupdate off: words arrive rarely after the first import, and a pending list would be read in full
-- by every search until a vacuum merged it.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- Both triggers name their transition table changed_documents; words are inserted in order, so two
-- writers adding the same new words never wait for each other in opposite orders.
CREATE FUNCTION search_documents_add_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.word
    FROM changed_documents d,
         unnest(tsvector_to_array(to_tsvector('simple', d.title || ' ' || d.body))) AS w (word)
   ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_documents_words_insert
  AFTER INSERT ON search_documents REFERENCING NEW TABLE AS changed_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_add_words();--> statement-breakpoint
CREATE TRIGGER search_documents_words_update
  AFTER UPDATE ON search_documents REFERENCING NEW TABLE AS changed_documents
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_add_words();--> statement-breakpoint
-- `||` and `&&` of text-search queries as aggregates: a query word's alternatives are OR-ed, the words
-- AND-ed, in one statement.
CREATE AGGREGATE tsquery_or_agg(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);--> statement-breakpoint
CREATE AGGREGATE tsquery_and_agg(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
  FROM search_documents d,
       unnest(tsvector_to_array(to_tsvector('simple', d.title || ' ' || d.body))) AS w (word)
 ORDER BY 1
ON CONFLICT (word) DO NOTHING;
