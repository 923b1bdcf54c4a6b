-- Two migrations each rebuilt the job kind check with their own new kind (calendar invitations,
-- password resets); this one allows both.
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_kind_check";--> statement-breakpoint
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_kind_check" CHECK ("outbox_job"."kind" in ('email', 'push', 'reminder', 'calendarInvitations', 'passwordReset'));
