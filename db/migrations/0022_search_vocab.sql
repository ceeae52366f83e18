-- The search index's vocabulary, one row per distinct term with how many rows hold it: where
-- "Did you mean" finds spellings close to a query that matched nothing (docs/features/search.md).
-- It reads search_index's own term list, so it needs no upkeep.
CREATE VIRTUAL TABLE `search_vocab` USING fts5vocab('search_index', 'row');
