import 'server-only';

/** Why a fictional profile's reply is refused: each has its own message for the operator. */
export type ReplyRefusal = 'replyContactDetails' | 'replyMeeting' | 'replyMoney';

// Contact details: an e-mail address, a web address or domain, a phone number (7+ digits, any
// separators), a social handle or a messenger named with an account.
const CONTACT = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u,
  /\b(?:https?:\/\/|www\.)\S+/i,
  /\b[\p{L}\p{N}-]{2,}\.(?:com|net|org|nl|de|be|fr|es|it|pl|pt|se|fi|no|dk|at|ch|uk|eu|io|me|info|biz|xyz|app|link|ly)\b/iu,
  /(?:\+|\b00)?\d(?:[\s().-]*\d){6,}/,
  /(?:^|\s)@[\p{L}\p{N}_.]{3,}/u,
  /\b(?:whats\s?app|telegram|snap\s?chat|insta(?:gram)?|kik|skype|facebook|messenger|tiktok|discord|onlyfans|viber|wechat|line\s?id)\b/i,
];

// Proposals to meet, in the eleven languages of the sites (stems, so conjugations match too).
const MEETING = [
  /\b(?:meet(?:\s?up|ing)?|see each other|date in person|come over|my place|your place|hotel)\b/i,
  /\b(?:afspr(?:eken|aak)|ontmoet\w*|kom(?:\s+je)?\s+langs|bij\s+(?:mij|jou)\s+thuis|elkaar\s+zien)\b/i,
  /\b(?:treffen|trifft|kennenlernen\s+im\s+echten|vorbeikommen|zu\s+mir|zu\s+dir)\b/i,
  /\b(?:rencontr\w*|se\s+voir|rendez-vous|chez\s+(?:moi|toi))\b/i,
  /\b(?:quedar|queda(?:mos|r)|vernos|encontrarnos|cita\s+en\s+persona|en\s+mi\s+casa)\b/i,
  /\b(?:incontr\w*|vederci|appuntamento|da\s+me|a\s+casa\s+mia)\b/i,
  /\b(?:spotka\w*|zobaczy\w*\s+się|randk\w*)\b/i,
  /\b(?:encontr\w*|nos\s+ver|ver-nos)\b/i,
  /\b(?:träffa\w*|ses\b|hem\s+till\s+(?:mig|dig))\b/i,
  /\b(?:tava(?:ta|taan|taanko|taisiin)|nähdä\w*|treffit)\b/i,
  /\b(?:møtes|treffes|møte\s+deg|se\s+hverandre)\b/i,
];

// Asking for money: payment services, transfers, gift cards, amounts.
const MONEY = [
  /\b(?:paypal|western\s?union|moneygram|bitcoin|btc|crypto|iban|bank\s?(?:account|transfer)|gift\s?card|cadeaukaart|tikkie|revolut|venmo|cash\s?app)\b/i,
  /(?:[€$£]\s?\d|\d\s?(?:€|\$|£|eur|euro|usd|dollar|pln|zł|kr|sek|nok|chf)\b)/i,
  /\b(?:send|stuur|schick|envoie|env[ií]a|manda|wy[sś]lij|envia|skicka|lähetä|send\s+meg)\w*\s+(?:me\s+|mij\s+|mir\s+|moi\s+|me\s+|mi\s+|mi\s+|mig\s+|minulle\s+|meg\s+)?(?:money|geld|argent|dinero|soldi|pieniądze|pieniadze|dinheiro|pengar|rahaa|penger)\b/i,
  /\b(?:lend|leen|leih|prête|presta|pożycz|empresta|låna|lainaa|lån)\w*\b.*\b(?:money|geld|argent|dinero|soldi|pieniądze|dinheiro|pengar|rahaa|penger)\b/i,
];

/** The first rule a reply breaks, or null: the send path refuses it before anything is stored. */
export function replyRefusal(text: string): ReplyRefusal | null {
  if (CONTACT.some((rule) => rule.test(text))) return 'replyContactDetails';
  if (MEETING.some((rule) => rule.test(text))) return 'replyMeeting';
  if (MONEY.some((rule) => rule.test(text))) return 'replyMoney';
  return null;
}
