-- The audit log stays append-only, with one exception: erasing an account anonymises its rows
-- (GDPR Art. 17). An update may only clear the person's traces (subject, document, detail, IP)
-- or replace the actor with '(erased)'; any other change is refused as before.
DROP TRIGGER `audit_log_no_update`;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (
  NEW.`id` = OLD.`id` AND NEW.`action` = OLD.`action` AND NEW.`created_at` = OLD.`created_at`
  AND NEW.`case_id` IS OLD.`case_id`
  AND (NEW.`subject_user_id` IS OLD.`subject_user_id` OR NEW.`subject_user_id` IS NULL)
  AND (NEW.`document_id` IS OLD.`document_id` OR NEW.`document_id` IS NULL)
  AND (NEW.`detail` IS OLD.`detail` OR NEW.`detail` IS NULL)
  AND (NEW.`ip_address` IS OLD.`ip_address` OR NEW.`ip_address` IS NULL)
  AND (NEW.`actor_id` = OLD.`actor_id` OR NEW.`actor_id` = '(erased)')
  AND (NEW.`actor_email` = OLD.`actor_email` OR NEW.`actor_email` = '(erased)')
  AND (NEW.`actor_name` = OLD.`actor_name` OR NEW.`actor_name` = '(erased)')
)
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: rows can only be anonymised'); END;
