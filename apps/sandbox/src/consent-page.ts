import type { TConsentProblem, TConsentRequest } from './consent-request.ts';
import { escapeHtml, renderPage } from './html.ts';
import type { TAppRegistration } from './registration.ts';
import { demoSellers, SELLER_REGIONS } from './sellers.ts';

export const CONSENT_PATH = '/apps/authorize/consent';

// What an SP-API authorization grants; one consent covers every marketplace of the account's region.
const PERMISSIONS = [
  'Orders and order items',
  'Catalogue items, listings and product ratings',
  'Reports: FBA inventory ledger, reimbursements, customer returns, fees and seller performance',
  'Fulfillment inbound shipments and FBA inventory',
  'Solicitations: send Amazon’s review request for eligible orders',
];

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export function sellerChooser(): string {
  let first = true;
  return SELLER_REGIONS.map((region) => {
    const options = demoSellers(region.code)
      .map((seller) => {
        const checked = first ? ' checked' : '';
        first = false;
        return `<label><input type="radio" name="selling_partner_id" value="${seller.sellingPartnerId}"${checked}> ${escapeHtml(seller.storeName)} <code>${seller.sellingPartnerId}</code></label>`;
      })
      .join('\n');
    return `<fieldset><legend>${escapeHtml(region.name)}</legend>\n${options}\n</fieldset>`;
  }).join('\n');
}

export function renderConsentPage(registration: TAppRegistration, request: TConsentRequest): string {
  const draft = request.beta ? ' <span class="muted">(draft application, version=beta)</span>' : '';
  const body = `<h1>Authorize ${escapeHtml(registration.appName)}</h1>
<p><strong>${escapeHtml(registration.appName)}</strong>${draft} is requesting access to your selling account.</p>
<p class="muted">Application ID: <code>${escapeHtml(registration.appId)}</code></p>
<form method="post" action="${CONSENT_PATH}">
${hidden('application_id', request.applicationId)}
${hidden('state', request.state)}
${hidden('redirect_uri', request.redirectUri)}
${request.beta ? hidden('version', 'beta') : ''}
<h2>Selling account</h2>
${sellerChooser()}
<h2>This application will be able to access</h2>
<ul>
${PERMISSIONS.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n')}
</ul>
<p class="muted">The authorization covers every marketplace of the chosen account's region. After you confirm you return to <code>${escapeHtml(request.redirectUri)}</code>.</p>
<div class="actions">
<button class="primary" type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`;
  return renderPage(`Authorize ${registration.appName}`, body);
}

export function renderConsentError(problem: TConsentProblem): string {
  const code = problem.code ? `<p class="muted">Error code: ${escapeHtml(problem.code)}</p>` : '';
  const body = `<div class="error">
<h1>${escapeHtml(problem.title)}</h1>
<p>${escapeHtml(problem.message)}</p>
${code}
</div>
<p class="muted">The application that sent you here could not be authorized. Return to it and try again.</p>`;
  return renderPage(problem.title, body);
}
