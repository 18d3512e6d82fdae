-- Room on each page of calculators for the repricing job's new row versions, so its updates stay on the page
-- (HOT: no index entries, a quarter of the WAL). The priced_* columns it writes are in no index. Decision 0139.
ALTER TABLE "calculators" SET (fillfactor = 75);
