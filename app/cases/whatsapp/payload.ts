import { z } from "zod";
import { deliveryStatuses } from "~/domain/case-messages";

/**
 * The parts of Meta's webhook (object "whatsapp_business_account") the thread uses: messages a number sent and the
 * statuses of ours. Anything else in it is ignored; a body of another shape is acknowledged and dropped.
 */
const media = z.object({ id: z.string(), caption: z.string().optional(), filename: z.string().optional(), mime_type: z.string().optional() });

const inboundMessage = z.object({
  id: z.string().min(1).max(200),
  from: z.string().min(5).max(20),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.optional(),
  video: media.optional(),
});

const status = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(deliveryStatuses),
  timestamp: z.string().regex(/^\d{1,12}$/),
});

const change = z.object({
  field: z.string(),
  value: z.object({
    contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() })).optional(),
    messages: z.array(inboundMessage).optional(),
    // Meta also reports statuses it has no use for here ("deleted", "warning"): those are left out, not refused.
    statuses: z.array(z.object({ id: z.string(), status: z.string(), timestamp: z.string() }).passthrough()).optional(),
  }),
});

export const webhookPayload = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(z.object({ changes: z.array(change) })),
});

export type InboundWhatsapp = z.infer<typeof inboundMessage> & { profileName: string | null };
export type WhatsappStatus = z.infer<typeof status>;

/** Every message and every known status of one webhook, in the order Meta listed them. */
export function eventsOf(payload: z.infer<typeof webhookPayload>) {
  const messages: InboundWhatsapp[] = [];
  const statuses: WhatsappStatus[] = [];
  for (const entry of payload.entry) {
    for (const { field, value } of entry.changes) {
      if (field !== "messages") continue;
      const names = new Map((value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? null]));
      for (const message of value.messages ?? []) messages.push({ ...message, profileName: names.get(message.from) ?? null });
      for (const raw of value.statuses ?? []) {
        const known = status.safeParse(raw);
        if (known.success) statuses.push(known.data);
      }
    }
  }
  return { messages, statuses };
}
