import type { TFeedbackRemovalReason } from '@seller-tools/contract';

// Which seller feedback Amazon removes on request (Seller Central → Feedback Manager → Request removal;
// Amazon's feedback policy): feedback holding obscene or abusive language, feedback holding personal
// information (an e-mail address, a phone number), feedback that is entirely a product review (it is
// about the item, not the seller's service), and, on an order Amazon fulfilled (FBA), feedback about the
// delivery: Amazon takes the responsibility and strikes it through. A feedback that also blames the
// seller's own service (a refund, an answer, the seller) is not removable as a review or a delivery.

export type TFeedbackFacts = {
  comments: string | null;
  /** The order's fulfilment channel: AFN is fulfilled by Amazon. */
  fulfillmentChannel: string | null;
};

export type TRemovalCandidate = { reason: TFeedbackRemovalReason; evidence: string };

// Stars or symbols inside a word ("f*ck", "sh!t") and letters held long ("fuuuck") still count.
const OBSCENE =
  /\b(f[u*@#!]+c?k+\w*|fck\w*|sh[i!*1]+t+\w*|bull ?shit|bitch\w*|bastard\w*|a[s$*]{2}hole\w*|dick(head)?s?|cunt\w*|piss(ed)? off|wank\w*|twat\w*|crap(py)?|damn(ed)?|idiots?|morons?|retard(ed|s)?|scumbags?|douche\w*)\b/i;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
// A phone number: 8 or more digits with the usual separators. Amazon's own order ids (3-7-7 digits) are
// not personal information, so they are taken out first.
const ORDER_ID = /\b\d{3}-\d{7}-\d{7}\b/g;
const PHONE = /(\+\d{1,3}[\s.-]?)?(\(\d{2,5}\)[\s.-]?)?\d[\d\s.-]{6,}\d/;

const PRODUCT =
  /\b(product|item|quality|broke|broken|breaks|cracked|stopped working|(does|did)(n'?t| not) work|defective|faulty|size|sizing|fits?|too (small|big|large|tight|loose)|colou?r|smells?|cheap(ly)?|flimsy|material|fabric|battery|works? (great|fine|well)|useless|ripped|tore|leaks?|leaking|taste|instructions)\b/i;

const DELIVERY =
  /\b(deliver(y|ed|ies)?|arriv(e|ed|al|es)|late|shipping|shipped|shipment|package|packaging|parcel|courier|carrier|box (was )?(damaged|crushed|open(ed)?)|never (came|received|got it)|not (received|arrived)|lost in (the )?(post|mail|transit)|tracking)\b/i;

// The seller's own service: feedback that names it is about the seller, so it stays.
const SELLER_SERVICE =
  /\b(seller|vendor|merchant|customer (service|support)|refund(ed)?|repl(y|ied|ies)|respon(d|ded|se|sive)|answer(ed)?|communicat\w*|contact(ed)?|rude|unhelpful|ignored|return(ed|s)?|wrong (item|product|size|colou?r)|not as described|(sent|received|was) (a )?used|counterfeit|fake)\b/i;

const match = (re: RegExp, text: string) => re.exec(text)?.[0] ?? null;

/** Why Amazon would remove this feedback (with the words that show it), or null when it would not. */
export function feedbackRemovalCandidate(facts: TFeedbackFacts): TRemovalCandidate | null {
  const text = facts.comments?.trim() ?? '';
  if (!text) return null;
  const obscene = match(OBSCENE, text);
  if (obscene) return { reason: 'obscene-language', evidence: obscene };
  const email = match(EMAIL, text);
  if (email) return { reason: 'personal-information', evidence: email };
  const phone = match(PHONE, text.replace(ORDER_ID, ' '));
  if (phone) return { reason: 'personal-information', evidence: phone.trim() };
  if (SELLER_SERVICE.test(text)) return null;
  const delivery = match(DELIVERY, text);
  const fba = facts.fulfillmentChannel === 'AFN';
  if (delivery && fba) return { reason: 'fba-fulfilment', evidence: delivery };
  const product = match(PRODUCT, text);
  // A seller-fulfilled delivery complaint is about the seller's service, even beside a product remark.
  if (product && !delivery) return { reason: 'product-review', evidence: product };
  return null;
}
