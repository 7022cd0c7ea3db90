import { DurableObject } from "cloudflare:workers";

/** Which side of the thread a socket's page is: staff see one page, the patient (or a link holder) the other. */
export type LiveSide = "staff" | "patient";

/**
 * All a socket is ever told: that the case's thread changed, or (the team's object) that the case list did. The page
 * fetches what changed through its own access-checked requests.
 */
export type LiveNotice = { type: "message"; caseId: string; at: string } | { type: "cases"; at: string };

/**
 * The open pages of one case (one object per case, named by its id; one more, "team", holds the staff's case lists), held with the WebSocket Hibernation API: the
 * object sleeps between messages and its sockets stay open. Nothing personal passes through it: a notice names the
 * case and the time, and each page asks the access-checked poll endpoint for the messages (decision 0154).
 */
export class CaseLive extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // A page's keep-alive is answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** A page's socket, already checked by the route: accepted and tagged with its side. */
  override fetch(request: Request) {
    const side: LiveSide = new URL(request.url).searchParams.get("side") === "staff" ? "staff" : "patient";
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [side]);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Tells every open page of the case, of both sides, or of one (its tag). */
  announce(notice: LiveNotice, side?: LiveSide) {
    const text = JSON.stringify(notice);
    for (const socket of this.ctx.getWebSockets(side)) {
      // A socket closing at this moment misses the notice; its page catches up when it reconnects.
      try {
        socket.send(text);
      } catch {
        continue;
      }
    }
  }

  /**
   * Pages only listen; anything they send but the keep-alive is ignored. A page that closes needs no handler either:
   * the runtime answers its close frame (`web_socket_auto_reply_to_close`, on from our compatibility date).
   */
  override webSocketMessage() {}
}
