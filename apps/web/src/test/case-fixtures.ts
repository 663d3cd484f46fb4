import type { TCaseDetail, TQueueCase } from '@seller-tools/contract';
import { fixture } from './fixture';
import { CHANNEL_ID } from './render-in-shell';

// Reimbursement cases as the API answers them (issue 20), for the seller's and the staff's screens.

export const queueCase = fixture<TQueueCase>(() => ({
  case_id: '00000000-0000-4000-8000-000000000001',
  channel_id: CHANNEL_ID,
  company_id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'lost-not-reimbursed',
  group_key: 'fnsku:X00LOST1',
  state: 'ready',
  amazon_case_id: null,
  claimed_amount: 4920,
  claimed_quantity: 4,
  reimbursed_amount: 0,
  reimbursed_quantity: 0,
  currency: 'USD',
  deadline: '2026-11-28',
  assignee_id: null,
  assignee_name: null,
  reason: null,
  finding_count: 2,
  filed_at: null,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  company_name: 'CS Acme',
  seller_id: 'CSSELLERA',
  marketplace_id: 'ATVPDKIKX0DER',
}));

export const caseDetail = fixture<TCaseDetail>(() => ({
  ...queueCase(),
  case_text: 'Units lost in your fulfilment centre — FNSKU X00LOST1',
  text_edited: false,
  seller_central_url: 'https://sellercentral.amazon.com/cu/contact-us',
  findings: [],
  events: [
    {
      action: 'created',
      from_state: null,
      to_state: 'draft',
      note: null,
      actor_name: null,
      at: '2026-11-20T00:00:00.000Z',
    },
    {
      action: 'approve',
      from_state: 'draft',
      to_state: 'ready',
      note: null,
      actor_name: 'Sam Seller',
      at: '2026-11-21T00:00:00.000Z',
    },
  ],
  reimbursements: [],
  actions: ['file', 'close'],
  can_edit_text: true,
}));
