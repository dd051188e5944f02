-- hand-written:
-- Issue 39: an event's items get ids (1, 2, … in the order the office listed them), and each item a registration
-- bought names its item by that id (matched by label, as registrations named them before; null for an item the office
-- has since removed), so item limits are counted by id.
UPDATE "events" SET "items" = (
  SELECT jsonb_agg(listed.item || jsonb_build_object('id', listed.position) ORDER BY listed.position)
  FROM jsonb_array_elements("events"."items") WITH ORDINALITY AS listed(item, position)
) WHERE jsonb_array_length("items") > 0;--> statement-breakpoint
UPDATE "registrations" SET "items" = (
  SELECT jsonb_agg(
    bought.item || jsonb_build_object('itemId', (
      SELECT (offered.item->>'id')::int
      FROM "events", jsonb_array_elements("events"."items") AS offered(item)
      WHERE "events"."id" = "registrations"."event_id"
        AND lower(offered.item->>'label') = lower(bought.item->>'label')
      LIMIT 1
    ))
    ORDER BY bought.position
  )
  FROM jsonb_array_elements("registrations"."items") WITH ORDINALITY AS bought(item, position)
) WHERE jsonb_array_length("items") > 0;
