-- 0009 rebuilt audit_log to allow the booking actions, which drops its triggers: they come back as they were
-- after 0007 (append-only; an update may only anonymise a row, as erasing an account requires).
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
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
