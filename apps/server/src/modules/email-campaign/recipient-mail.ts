import type { TCampaignBlock } from '@seller-tools/contract';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import type { TMailMessage } from '../../mail/mailer.ts';
import { campaignText, UNSUBSCRIBE_PLACEHOLDER } from './render.ts';

// One recipient's copy of a campaign: their signed unsubscribe address in the footer and in the
// List-Unsubscribe headers (RFC 8058 one-click: a POST to it alone unsubscribes), the open pixel and the
// click redirects when the campaign tracks them. A test send (recipient null) links to the settings page.

type TCampaignForMail = {
  subject: string;
  blocks: TCampaignBlock[];
  html: string | null;
  trackOpens: boolean;
  trackClicks: boolean;
};

const decode = (href: string) => href.replaceAll('&amp;', '&');
const encode = (href: string) => href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export function recipientMail(
  deps: { unsubscribeTokens: TUnsubscribeTokens; publicUrl: string },
  campaign: TCampaignForMail,
  recipientId: string | null,
): Omit<TMailMessage, 'to'> {
  const base = deps.publicUrl.replace(/\/$/, '');
  const token = recipientId ? deps.unsubscribeTokens.signRecipient(recipientId) : null;
  const unsubscribeUrl = token
    ? `${base}/email/campaign/unsubscribe?t=${encodeURIComponent(token)}`
    : `${base}${REVIEW_ROUTES.settingsNotification}`;
  let html = (campaign.html ?? '').replaceAll(UNSUBSCRIBE_PLACEHOLDER, encode(unsubscribeUrl));
  if (token && recipientId && campaign.trackClicks) {
    html = html.replace(/href="(https:\/\/[^"]*)"/g, (whole, href: string) => {
      const url = decode(href);
      if (url === unsubscribeUrl) return whole;
      const s = deps.unsubscribeTokens.signLink(recipientId, url);
      const tracked = `${base}/email/campaign/click?t=${encodeURIComponent(token)}&u=${encodeURIComponent(url)}&s=${s}`;
      return `href="${encode(tracked)}"`;
    });
  }
  if (token && campaign.trackOpens) {
    const pixel = `<img src="${encode(`${base}/email/campaign/open?t=${encodeURIComponent(token)}`)}" width="1" height="1" alt="" style="display:block;border:0">`;
    html = html.replace('</body>', `${pixel}</body>`);
  }
  return {
    subject: campaign.subject,
    text: campaignText(campaign.blocks, unsubscribeUrl),
    html,
    ...(token
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
