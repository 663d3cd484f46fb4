// An endpoint in the Slack format (issue 25) receives what Slack's incoming webhooks accept: `text` (the
// notification line, and what clients without blocks show) and `blocks` (the summary, the review's words,
// where it is, and a button into the product). Built from the event's payload, fixed when it was
// published, so every attempt sends the same bytes. Publishers give each event a one-line `summary` and
// its `app_url`; an event without them (the test event) still reads sensibly.

type TPayload = Record<string, unknown>;
type TBlock = Record<string, unknown>;

/** How much of a review's text goes into the message (Slack cuts a section at 3000 characters). */
const EXCERPT_MAX = 500;

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Slack's mrkdwn treats &, < and > as markup (links, mentions): a review's words must stay words. */
function escapeMrkdwn(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function excerpt(value: string): string {
  return value.length > EXCERPT_MAX ? `${value.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : value;
}

/** The facts line under the summary: store, ASIN, stars and the review's date, as far as the event has them. */
function facts(data: TPayload): string | null {
  const stars = Number(data.stars);
  const parts = [
    str(data.marketplace),
    str(data.asin) && `ASIN ${str(data.asin)}`,
    Number.isInteger(stars) && stars >= 1 && stars <= 5 && `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}`,
    str(data.review_date) && `Reviewed ${str(data.review_date)}`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function slackMessage(payload: TPayload): { text: string; blocks: TBlock[] } {
  const data = (payload.data ?? {}) as TPayload;
  const summary = str(data.summary) ?? str(data.message) ?? `Seller Tools event ${String(payload.type)}`;
  const url = str(data.app_url);
  const words = str(data.body);
  const line = facts(data);
  const blocks: TBlock[] = [
    {
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `*${escapeMrkdwn(summary)}*${words ? `\n>${escapeMrkdwn(excerpt(words)).replace(/\n/g, '\n>')}` : ''}`,
      },
    },
  ];
  if (line) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: escapeMrkdwn(line) }] });
  if (url)
    blocks.push({
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open in Seller Tools' }, url }],
    });
  return {
    text: url ? `${escapeMrkdwn(summary)} <${url}|Open in Seller Tools>` : escapeMrkdwn(summary),
    blocks,
  };
}
