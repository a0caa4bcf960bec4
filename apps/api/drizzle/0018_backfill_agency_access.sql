-- Hand-written (issue 27): before 0017 a share an agency gave its staff looked like any other. Mark as
-- the agency's every share a client's trip holds for a consultant of that client's agency (a share the
-- client gave their consultant in person cannot be told apart: it is treated as the agency's, the safe
-- side), mark those trips as planned by the agency, then drop the marked shares no relation backs any
-- more, by the rule of agency-access.repository.ts.
UPDATE "trip_shares" s SET "agency_id" = c."agency_id"
FROM "trips" t, "agency_members" c, "agency_members" m
WHERE t."id" = s."trip_id"
  AND c."user_id" = t."owner_id" AND c."kind" = 'client' AND c."status" <> 'invited'
  AND m."user_id" = s."user_id" AND m."agency_id" = c."agency_id"
  AND m."kind" = 'consultant' AND m."status" <> 'invited';
--> statement-breakpoint
UPDATE "trips" t SET "agency_id" = s."agency_id"
FROM "trip_shares" s
WHERE s."trip_id" = t."id" AND s."agency_id" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "trip_shares" s
WHERE s."agency_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1
    FROM "trips" t
    JOIN "agency_members" c
      ON c."user_id" = t."owner_id" AND c."agency_id" = s."agency_id"
     AND c."kind" = 'client' AND c."status" = 'active'
    JOIN "agency_members" m
      ON m."user_id" = s."user_id" AND m."agency_id" = s."agency_id"
     AND m."kind" = 'consultant' AND m."status" = 'active'
    JOIN "users" u ON u."id" = s."user_id"
    WHERE t."id" = s."trip_id" AND t."agency_id" = s."agency_id"
      AND (c."consultant_id" = m."id" OR u."role" = 'consultant-admin')
  );
