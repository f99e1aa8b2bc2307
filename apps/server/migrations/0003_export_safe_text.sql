-- Text written into an export that a spreadsheet would read as a formula gets a leading apostrophe
-- (OWASP CSV injection, ASVS V1.2.10): cells starting with = + - @, TAB, CR or LF. Numbers are never passed
-- through it, so negative amounts stay numbers.
CREATE FUNCTION rekon_safe_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN value ~ '^[=+@\t\r\n-]' THEN '''' || value ELSE value END
$$;
