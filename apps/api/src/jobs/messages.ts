// Codes and reset links leave the API through the job queue: the request enqueues the message and answers, a
// worker hands it to the provider (SMS, WhatsApp, email, or the development outbox) and retries with backoff when
// the provider fails. So a slow or failing provider never holds a shopper's request, and a known identifier's
// answer takes as long as an unknown one's, whose decoy goes through the same queue and is dropped by the worker.
//
// A job row holds the message sealed (AES-256-GCM, key derived from AUTH_SECRET): the database keeps codes only
// as HMACs, and the queue's table must not become a readable copy of them. Decoys are sealed too, and padded
// like real messages, so not even the queue's rows tell them apart.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { MessageSender, MessageSenders, OutgoingMessage } from '../adapters/messaging/types';
import { defineJob } from './types';

export const SEND_MESSAGE_JOB = 'send-message';

/** What goes into a job: the sealed message, base64. */
export interface SealedMessage {
  sealed: string;
}

interface Payload {
  message: OutgoingMessage;
  decoy: boolean;
}

/** The sealing key for `authSecret`: its own key, so it never doubles as a token-signing key. */
export function messageKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'dukan', 'job queue message payload v1', 32));
}

// Messages are padded to a multiple of this, so a decoy's length matches the real message it imitates.
const PAD_TO = 256;

export function sealMessage(key: Buffer, payload: Payload): SealedMessage {
  const json = JSON.stringify(payload);
  const padded = json.padEnd(Math.ceil((json.length + 1) / PAD_TO) * PAD_TO, ' ');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(padded, 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

export function openMessage(key: Buffer, { sealed }: SealedMessage): Payload {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(json) as Payload;
}

/** Where queued senders put their jobs (jobs/queue.ts's JobQueue). */
export interface MessageQueue {
  send(name: string, data: SealedMessage): Promise<unknown>;
}

/**
 * Senders that enqueue instead of delivering. A channel is offered exactly when `delivering` has a provider for
 * it, so an unconfigured channel is still refused at once (503), not discovered by the worker. Enqueueing that
 * fails (the database is down) is a failed send: the caller drops the verification and answers 502.
 */
export function queuedMessageSenders(queue: MessageQueue, delivering: MessageSenders, key: Buffer): MessageSenders {
  const enqueue = async (payload: Payload) => {
    await queue.send(SEND_MESSAGE_JOB, sealMessage(key, payload));
  };
  const sender: MessageSender = {
    send: async (message) => {
      try {
        await enqueue({ message, decoy: false });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: `queue: ${(error as Error).message}` };
      }
    },
  };
  return {
    forChannel: (channel) => (delivering.forChannel(channel) ? sender : null),
    decoy: (message) => enqueue({ message, decoy: true }),
  };
}

/**
 * Delivers one queued message. A provider's refusal throws, so the queue retries it (5, 10, 20, 40 s): about a
 * minute and a quarter in all, well inside a code's five minutes. A decoy is opened and dropped.
 */
export const sendMessageJob = defineJob<SealedMessage>({
  name: SEND_MESSAGE_JOB,
  pollingIntervalSeconds: 1,
  retryLimit: 4,
  retryDelaySeconds: 5,
  retryBackoff: true,
  // Each provider's request gives up well before this, so a slow send is not run a second time meanwhile.
  expireInSeconds: 120,
  run: async (data, { app }) => {
    const { message, decoy } = openMessage(app.jobs.messageKey, data);
    if (decoy) return;
    const sender = app.jobs.senders.forChannel(message.channel);
    if (!sender) throw new Error(`no provider for ${message.channel}`);
    const sent = await sender.send(message);
    if (!sent.ok) throw new Error(`sending by ${message.channel} failed: ${sent.error}`);
  },
});
