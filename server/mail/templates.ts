// The e-mails' words and layout: HTML (a simple inline-styled table, the app's orange accent) and plain
// text for each kind of message. Every value that reaches the HTML is escaped here; every booking mail
// carries the manage link. The words are the booking's language (server/i18n; a sign-in link's is the
// request's); English when none is known.
import type { BookingRecord, LedgerMoney } from '../bookings/types.ts';
import { dateLocale, DEFAULT_LANGUAGE, htmlLang, translator, type Language, type Translate } from '../i18n/index.ts';

export const MAIL_KINDS = ['BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'NAME_CHANGED', 'SIGN_IN_LINK'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateContext {
  /** the business name, as signed at the bottom */
  businessName: string;
}

const ACCENT = '#c2410c';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** ₹12,345.50 (en-IN grouping); whole amounts without paise. */
export function formatMoney(m: LedgerMoney): string {
  const amount = Number(m.amount);
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: m.currency || 'INR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${m.currency} ${amount.toLocaleString('en-IN')}`;
  }
}

/** 'Sat, 12 Dec 2026' ('शनि, 12 दिस॰ 2026' in Hindi) for a calendar date (yyyy-MM-dd), the same wherever the server runs. */
export function formatDay(day: string, lang: Language = DEFAULT_LANGUAGE): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  const parts = new Intl.DateTimeFormat(dateLocale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(d)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** A money value the cancel helper may store as LedgerMoney or as a bare number (read defensively). */
function moneyOf(value: unknown, currency: string): LedgerMoney | null {
  if (typeof value === 'number' && Number.isFinite(value)) return { amount: value, currency };
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return { amount: Number(value), currency };
  if (value && typeof value === 'object') {
    const v = value as { amount?: unknown; currency?: unknown };
    const amount = typeof v.amount === 'number' ? v.amount : typeof v.amount === 'string' ? Number(v.amount) : NaN;
    if (Number.isFinite(amount)) return { amount, currency: typeof v.currency === 'string' ? v.currency : currency };
  }
  return null;
}

type Row = [label: string, value: string];

function guestsLine(b: BookingRecord, tr: Translate): string {
  const adults = tr('common.adults', { count: b.adults });
  const children = b.children > 0 ? tr('mail.guestsChildren', { children: tr('common.children', { count: b.children }) }) : '';
  return adults + children;
}

function roomsLine(b: BookingRecord): string {
  const rooms = Math.max(1, b.occupancies?.length ?? 1);
  return `${rooms} × ${b.roomName} (${b.boardName})`;
}

/** The booking's language, English for a record without one. */
function languageOf(b: BookingRecord): Language {
  return b.language ?? DEFAULT_LANGUAGE;
}

function stayRows(b: BookingRecord, tr: Translate): Row[] {
  const lang = languageOf(b);
  const checkinTime = b.hotel.checkinTime ? tr('mail.fromTime', { time: b.hotel.checkinTime }) : '';
  const checkoutTime = b.hotel.checkoutTime ? tr('mail.untilTime', { time: b.hotel.checkoutTime }) : '';
  const address = [b.hotel.address, b.hotel.city].filter(Boolean).join(', ');
  return [
    [tr('mail.row.hotel'), b.hotel.name],
    ...(address ? ([[tr('mail.row.address'), address]] as Row[]) : []),
    [tr('mail.row.checkin'), `${formatDay(b.checkin, lang)}${checkinTime}`],
    [tr('mail.row.checkout'), `${formatDay(b.checkout, lang)}${checkoutTime}`],
    [tr('mail.row.nights'), String(b.nights)],
    [tr('mail.row.rooms'), roomsLine(b)],
    [tr('mail.row.guests'), guestsLine(b, tr)],
  ];
}

function holderName(b: BookingRecord): string {
  return `${b.holder.firstName} ${b.holder.lastName}`.trim();
}

interface Layout {
  lang: Language;
  title: string;
  intro: string[];
  rows: Row[];
  /** the button and the link under it */
  action?: { label: string; url: string };
  outro?: string[];
}

function textOf(l: Layout, ctx: TemplateContext): string {
  const width = Math.max(...l.rows.map(([k]) => k.length), 0);
  const lines = [
    l.title,
    '',
    ...l.intro,
    '',
    ...l.rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`),
    ...(l.action ? ['', `${l.action.label}: ${l.action.url}`] : []),
    ...(l.outro?.length ? ['', ...l.outro] : []),
    '',
    `— ${ctx.businessName}`,
  ];
  return lines.join('\n') + '\n';
}

function htmlOf(l: Layout, ctx: TemplateContext): string {
  const rows = l.rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;white-space:nowrap;vertical-align:top">${escapeHtml(k)}</td>` +
        `<td style="padding:6px 0;color:#111827;font-weight:500">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const para = (t: string) => `<p style="margin:0 0 12px;color:#374151;line-height:1.5">${escapeHtml(t)}</p>`;
  const action = l.action
    ? `<p style="margin:20px 0 8px"><a href="${escapeHtml(l.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;` +
      `text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(l.action.label)}</a></p>` +
      `<p style="margin:0 0 12px;font-size:12px;color:#6b7280">${escapeHtml(translator(l.lang)('mail.orOpenLink'))} <a href="${escapeHtml(l.action.url)}" style="color:${ACCENT}">${escapeHtml(l.action.url)}</a></p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${htmlLang(l.lang)}"><head>` + '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(l.title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">',
    '<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<tr><td style="background:${ACCENT};padding:16px 24px;color:#ffffff;font-size:18px;font-weight:700">${escapeHtml(ctx.businessName)}</td></tr>`,
    '<tr><td style="padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(l.title)}</h1>`,
    l.intro.map(para).join(''),
    l.rows.length
      ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 8px;font-size:14px">${rows}</table>`
      : '',
    action,
    (l.outro ?? []).map(para).join(''),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(ctx.businessName)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function render(l: Layout, subject: string, ctx: TemplateContext): RenderedMail {
  return { subject, text: textOf(l, ctx), html: htmlOf(l, ctx) };
}

export function bookingConfirmedMail(b: BookingRecord, manageUrl: string, ctx: TemplateContext): RenderedMail {
  const lang = languageOf(b);
  const tr = translator(lang);
  const rows: Row[] = [
    [tr('mail.row.bookingReference'), b.reference],
    ...(b.hotelConfirmationCode ? ([[tr('mail.row.hotelConfirmation'), b.hotelConfirmationCode]] as Row[]) : []),
    ...stayRows(b, tr),
    [tr('mail.row.leadGuest'), holderName(b)],
    [tr('mail.row.totalPaid'), formatMoney(b.price)],
    ...b.feesPayableAtHotel.map((f): Row => [tr('mail.row.payableAtHotel', { description: f.description }), formatMoney(f.amount)]),
  ];
  return render(
    {
      lang,
      title: tr('mail.confirmed.title'),
      intro: [tr('mail.dear', { name: holderName(b) }), tr('mail.confirmed.intro', { hotel: b.hotel.name })],
      rows,
      action: { label: tr('mail.confirmed.action'), url: manageUrl },
      outro: [tr('mail.confirmed.outro')],
    },
    tr('mail.confirmed.subject', { hotel: b.hotel.name, date: formatDay(b.checkin, lang), reference: b.reference }),
    ctx,
  );
}

export function bookingCancelledMail(
  b: BookingRecord,
  manageUrl: string,
  ctx: TemplateContext,
  detail: Record<string, unknown> | null = null,
): RenderedMail {
  const lang = languageOf(b);
  const tr = translator(lang);
  const currency = b.price.currency;
  // The settlement as the ledger keeps it; else the figures the cancellation event recorded.
  const refund = b.cancellationResult?.refund ?? moneyOf(detail?.refund, currency);
  const fee = b.cancellationResult?.penalty ?? moneyOf(detail?.fee, currency);
  const rows: Row[] = [
    [tr('mail.row.bookingReference'), b.reference],
    ...stayRows(b, tr),
    [tr('mail.row.amountPaid'), formatMoney(b.price)],
    ...(fee ? ([[tr('mail.row.cancellationCharge'), formatMoney(fee)]] as Row[]) : []),
    ...(refund ? ([[tr('mail.row.refund'), formatMoney(refund)]] as Row[]) : []),
  ];
  const refundLine = refund
    ? refund.amount > 0
      ? tr('mail.cancelled.refundOnItsWay', { amount: formatMoney(refund) })
      : tr('mail.cancelled.noRefund')
    : tr('mail.cancelled.refundUnknown');
  return render(
    {
      lang,
      title: tr('mail.cancelled.title'),
      intro: [tr('mail.dear', { name: holderName(b) }), tr('mail.cancelled.intro', { hotel: b.hotel.name }), refundLine],
      rows,
      action: { label: tr('mail.cancelled.action'), url: manageUrl },
    },
    tr('mail.cancelled.subject', { hotel: b.hotel.name, reference: b.reference }),
    ctx,
  );
}

export function nameChangedMail(b: BookingRecord, manageUrl: string, ctx: TemplateContext): RenderedMail {
  const lang = languageOf(b);
  const tr = translator(lang);
  const guests = b.guests.map((g) => `${g.firstName} ${g.lastName}`.trim()).filter(Boolean);
  const rows: Row[] = [
    [tr('mail.row.bookingReference'), b.reference],
    [tr('mail.row.leadGuest'), holderName(b)],
    ...(guests.length ? ([[tr('mail.row.guests'), guests.join(', ')]] as Row[]) : []),
    ...stayRows(b, tr),
  ];
  return render(
    {
      lang,
      title: tr('mail.nameChanged.title'),
      intro: [tr('mail.dear', { name: holderName(b) }), tr('mail.nameChanged.intro', { hotel: b.hotel.name })],
      rows,
      action: { label: tr('mail.nameChanged.action'), url: manageUrl },
      outro: [tr('mail.nameChanged.outro')],
    },
    tr('mail.nameChanged.subject', { hotel: b.hotel.name, reference: b.reference }),
    ctx,
  );
}

export interface SignInPayload {
  link: string;
  expiresInMinutes: number;
  /** the language of the request that asked for the link; default English */
  language?: Language;
}

export function signInLinkMail(p: SignInPayload, ctx: TemplateContext): RenderedMail {
  const lang = p.language ?? DEFAULT_LANGUAGE;
  const tr = translator(lang);
  return render(
    {
      lang,
      title: tr('mail.signIn.title'),
      intro: [tr('mail.signIn.intro', { business: ctx.businessName }), tr('mail.signIn.expires', { minutes: p.expiresInMinutes })],
      rows: [],
      action: { label: tr('mail.signIn.action'), url: p.link },
      outro: [tr('mail.signIn.outro')],
    },
    tr('mail.signIn.subject', { business: ctx.businessName }),
    ctx,
  );
}
