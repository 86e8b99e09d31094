-- Trigram similarity powers accent- and typo-tolerant place search (PGlite ships pg_trgm too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
