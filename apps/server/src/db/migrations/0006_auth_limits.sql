-- Display names that were made from the account (the e-mail's local part, or "User" and the phone's last
-- four digits) told other users who someone is; they become "User" and six random digits, as new accounts get.
UPDATE "users"
SET "name" = 'User ' || (100000 + floor(random() * 900000))::int::text
WHERE "account" IS NOT NULL
  AND "deleted_at" IS NULL
  AND (
    (position('@' in "account") > 0 AND "name" = left(split_part("account", '@', 1), 64))
    OR (position('@' in "account") = 0 AND "name" = 'User ' || right("account", 4))
  );
