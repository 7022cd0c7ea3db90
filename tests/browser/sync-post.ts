import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

// The worker thread does the fetch while this thread sleeps on Atomics.wait; its answer then waits on the
// port, read synchronously. So d1() stays synchronous, as it was with `wrangler d1 execute`, without a process.
const workerSource = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ url, headers, body, port, signal }) => {
  let reply;
  try {
    const response = await fetch(url, { method: "POST", headers, body });
    reply = { status: response.status, text: await response.text() };
  } catch (error) {
    reply = { status: 0, text: String(error) };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

let worker: Worker | undefined;

/** POSTs a form and returns the answer's status and text, blocking this thread until it arrives. */
export function postFormSync(url: string, headers: Record<string, string>, form: Record<string, string>) {
  if (!worker) {
    worker = new Worker(workerSource, { eval: true });
    // The idle thread must not keep the test process alive.
    worker.unref();
  }
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const body = new URLSearchParams(form).toString();
  worker.postMessage(
    { url, headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" }, body, port: port2, signal },
    [port2],
  );
  if (Atomics.wait(signal, 0, 0, 60_000) === "timed-out") throw new Error(`no answer from ${url} within 60 s`);
  const message = receiveMessageOnPort(port1);
  port1.close();
  if (!message) throw new Error(`no answer from ${url}`);
  return message.message as { status: number; text: string };
}
