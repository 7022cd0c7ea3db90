import { clientKey, takeLimit, takeLimits } from "~/security/rate-limit.server";
import type { UploadAdmission } from "./storage.server";

/**
 * Anonymous intake storage is bounded per client (IPv4 address or IPv6 /64) and per day: see
 * `intakeDraftsPerClient`, `intakeUploadsPerClient` and `intakeBytesPerClient` in the rate-limit
 * table. Signed-in patients are not counted here: their drafts and files belong to an account.
 */
export async function admitAnonymousDraft(request: Request) {
  const decision = await takeLimit("intakeDraftsPerClient", clientKey(request));
  if (decision.allowed) return;
  // A thrown Response: the page's boundary shows its text (a form message, in the page's language); the
  // upload route answers the uploader with it, translated.
  throw new Response(decision.message, {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(decision.retryAfterSeconds) },
  });
}

/** For an anonymous visitor, each file takes one upload and its size from the day's allowance. */
export function anonymousUploadAdmission(request: Request, userId: string | null): UploadAdmission | undefined {
  if (userId) return undefined;
  const client = clientKey(request);
  return async (size) => {
    const decision = await takeLimits([
      { name: "intakeUploadsPerClient", subject: client },
      { name: "intakeBytesPerClient", subject: client, cost: size },
    ]);
    // A form message: the toast that names the refused file translates it.
    return decision.allowed ? null : decision.message;
  };
}
