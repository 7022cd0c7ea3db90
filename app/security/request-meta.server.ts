/**
 * Who is asking: the client IP comes only from Cloudflare's `CF-Connecting-IP`
 * (no third-party lookup); without it the IP is null.
 */
export function clientIp(request: Request): string | null {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  return ip && ip.length <= 45 ? ip : null;
}

export function userAgent(request: Request): string | null {
  return request.headers.get("User-Agent")?.slice(0, 512) || null;
}
