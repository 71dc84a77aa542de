-- Issue 33: the payroll CSV's commit updates every worker's aguinaldo once and every bonus
-- beneficiary twice in one transaction (its amounts, then `ultimo_periodo` from the lines' trigger).
-- None of those columns is indexed, so each update can stay on its page (HOT: no new index entries)
-- when the page has room for the new version; pages loaded full have none, and every update then
-- wrote a new entry into each of the table's indexes (4 and 8). Room for one more version of each
-- worker, two of each beneficiary. COPY and inserts leave it from now on; pages written before this
-- migration gain it as their rows move (a rewrite, VACUUM FULL, would give it to all at once).
ALTER TABLE "trabajadores" SET (fillfactor = 45);
--> statement-breakpoint
ALTER TABLE "beneficiarias" SET (fillfactor = 30);
