-- The accounts' row locks are held from the first leg to the commit, so every booking waits on
-- the one before for as long as that one stays under them. A booking whose legs realised no
-- margin (a currency bought, or sold at no margin) appended no margin row already, but still
-- read its pairs and the time zone to find that out under the locks; it now leaves as soon as
-- the legs are done (issue 48).
-- sha256 of the definition applied: 4fddc93a9a88de1a
\i functions/book_exchange.sql
