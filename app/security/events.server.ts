import { waitUntil } from "cloudflare:workers";
import { db } from "~/db/client.server";
import { securityEvents, type riskLevels, type securityEventTypes } from "~/db/schema";
import { errorMessage } from "~/utils/loggable-error";
import { clientIp, userAgent } from "./request-meta.server";

type SecurityEventType = (typeof securityEventTypes)[number];
type RiskLevel = (typeof riskLevels)[number];
export type SignupErrorType = "existing_email" | "rate_limited" | "weak_password" | "other";

/** Risk of each event type; failed_signup depends on its error type. */
const riskOf: Record<Exclude<SecurityEventType, "failed_signup">, RiskLevel> = {
  successful_signup: "low",
  user_signout: "low",
  password_reset_requested: "low",
  failed_password_reset: "medium",
  password_updated: "low",
  failed_password_update: "medium",
  successful_login: "low",
  failed_login: "medium",
  login_blocked_rate_limit: "high",
  blocked_duplicate_signup: "medium",
  // The limit store failed and a sign-in went through unchecked: someone should look.
  rate_limit_unavailable: "high",
  // Staff access to health data: granting it is the riskiest change an account can see.
  staff_invited: "medium",
  staff_invitation_revoked: "low",
  staff_invitation_accepted: "medium",
  staff_role_changed: "high",
  staff_removed: "medium",
};

type EventData = Record<string, string | number | boolean | null>;

export type SecurityEvent =
  | { type: Exclude<SecurityEventType, "failed_signup">; userId?: string | null; data?: EventData }
  | { type: "failed_signup"; errorType: SignupErrorType; userId?: null; data?: EventData };

export function riskLevelOf(event: SecurityEvent): RiskLevel {
  if (event.type === "failed_signup") return event.errorType === "existing_email" ? "high" : "medium";
  return riskOf[event.type];
}

/**
 * Records a security event after the response has gone: the write never delays the
 * visitor, and a failed write is only logged. Event data carries e-mail
 * addresses and reasons, never a password, hash or token.
 */
export function logSecurityEvent(request: Request, event: SecurityEvent) {
  const eventData: EventData =
    event.type === "failed_signup" ? { error_type: event.errorType, ...event.data } : { ...event.data };
  const write = db
    .insert(securityEvents)
    .values({
      eventType: event.type,
      userId: event.userId ?? null,
      ipAddress: clientIp(request),
      userAgent: userAgent(request),
      eventData,
      riskLevel: riskLevelOf(event),
    })
    .then(
      () => undefined,
      (error: unknown) => console.error(`Could not record security event ${event.type}: ${errorMessage(error)}`),
    );
  waitUntil(write);
}
