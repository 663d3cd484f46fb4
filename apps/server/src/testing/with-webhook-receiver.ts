import { startReceiver, type TReceived } from './webhook-receiver.ts';

export type TWebhookReceiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * Runs `use` with a receiver on this machine answering the status `answer` picks (see startReceiver), and
 * closes the receiver after it, whether `use` passed or threw.
 */
export async function withWebhookReceiver<T>(
  answer: (request: TReceived, index: number) => number,
  use: (receiver: TWebhookReceiver) => Promise<T>,
): Promise<T> {
  const receiver = await startReceiver(answer);
  try {
    return await use(receiver);
  } finally {
    await receiver.close();
  }
}
