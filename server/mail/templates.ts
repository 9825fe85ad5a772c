// The e-mails' words and layout: HTML (a simple inline-styled table, the app's orange accent) and plain
// text for each kind of message. Every value that reaches the HTML is escaped here; every booking mail
// carries the manage link.
import type { BookingRecord, LedgerMoney } from '../bookings/types.ts';

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

/** 'Sat, 12 Dec 2026' for a calendar date (yyyy-MM-dd), the same wherever the server runs. */
export function formatDay(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  const parts = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
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

function guestsLine(b: BookingRecord): string {
  const adults = `${b.adults} adult${b.adults === 1 ? '' : 's'}`;
  const children = b.children > 0 ? `, ${b.children} child${b.children === 1 ? '' : 'ren'}` : '';
  return adults + children;
}

function roomsLine(b: BookingRecord): string {
  const rooms = Math.max(1, b.occupancies?.length ?? 1);
  return `${rooms} × ${b.roomName} (${b.boardName})`;
}

function stayRows(b: BookingRecord): Row[] {
  const checkinTime = b.hotel.checkinTime ? ` from ${b.hotel.checkinTime}` : '';
  const checkoutTime = b.hotel.checkoutTime ? ` until ${b.hotel.checkoutTime}` : '';
  const address = [b.hotel.address, b.hotel.city].filter(Boolean).join(', ');
  return [
    ['Hotel', b.hotel.name],
    ...(address ? ([['Address', address]] as Row[]) : []),
    ['Check-in', `${formatDay(b.checkin)}${checkinTime}`],
    ['Check-out', `${formatDay(b.checkout)}${checkoutTime}`],
    ['Nights', String(b.nights)],
    ['Rooms', roomsLine(b)],
    ['Guests', guestsLine(b)],
  ];
}

function holderName(b: BookingRecord): string {
  return `${b.holder.firstName} ${b.holder.lastName}`.trim();
}

interface Layout {
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
      `<p style="margin:0 0 12px;font-size:12px;color:#6b7280">Or open this link: <a href="${escapeHtml(l.action.url)}" style="color:${ACCENT}">${escapeHtml(l.action.url)}</a></p>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
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
  const rows: Row[] = [
    ['Booking reference', b.reference],
    ...(b.hotelConfirmationCode ? ([['Hotel confirmation', b.hotelConfirmationCode]] as Row[]) : []),
    ...stayRows(b),
    ['Lead guest', holderName(b)],
    ['Total paid', formatMoney(b.price)],
    ...b.feesPayableAtHotel.map((f): Row => [`Payable at the hotel: ${f.description}`, formatMoney(f.amount)]),
  ];
  return render(
    {
      title: 'Your booking is confirmed',
      intro: [`Dear ${holderName(b)},`, `Your stay at ${b.hotel.name} is confirmed. Your voucher and a calendar entry are attached.`],
      rows,
      action: { label: 'Manage your booking', url: manageUrl },
      outro: ['Show the voucher or the booking reference at check-in.'],
    },
    `Booking confirmed: ${b.hotel.name}, ${formatDay(b.checkin)} (${b.reference})`,
    ctx,
  );
}

export function bookingCancelledMail(
  b: BookingRecord,
  manageUrl: string,
  ctx: TemplateContext,
  detail: Record<string, unknown> | null = null,
): RenderedMail {
  const currency = b.price.currency;
  // The settlement as the ledger keeps it; else the figures the cancellation event recorded.
  const refund = b.cancellationResult?.refund ?? moneyOf(detail?.refund, currency);
  const fee = b.cancellationResult?.penalty ?? moneyOf(detail?.fee, currency);
  const rows: Row[] = [
    ['Booking reference', b.reference],
    ...stayRows(b),
    ['Amount paid', formatMoney(b.price)],
    ...(fee ? ([['Cancellation charge', formatMoney(fee)]] as Row[]) : []),
    ...(refund ? ([['Refund', formatMoney(refund)]] as Row[]) : []),
  ];
  const refundLine = refund
    ? refund.amount > 0
      ? `A refund of ${formatMoney(refund)} is on its way to your original payment method.`
      : 'Under the rate\u2019s cancellation policy no refund is due.'
    : 'Any refund due under the rate\u2019s cancellation policy goes back to your original payment method.';
  return render(
    {
      title: 'Your booking is cancelled',
      intro: [`Dear ${holderName(b)},`, `Your booking at ${b.hotel.name} is cancelled.`, refundLine],
      rows,
      action: { label: 'View your booking', url: manageUrl },
    },
    `Booking cancelled: ${b.hotel.name} (${b.reference})`,
    ctx,
  );
}

export function nameChangedMail(b: BookingRecord, manageUrl: string, ctx: TemplateContext): RenderedMail {
  const guests = b.guests.map((g) => `${g.firstName} ${g.lastName}`.trim()).filter(Boolean);
  const rows: Row[] = [
    ['Booking reference', b.reference],
    ['Lead guest', holderName(b)],
    ...(guests.length ? ([['Guests', guests.join(', ')]] as Row[]) : []),
    ...stayRows(b),
  ];
  return render(
    {
      title: 'Guest name updated',
      intro: [`Dear ${holderName(b)},`, `The guest name on your booking at ${b.hotel.name} has been updated. Please check it below.`],
      rows,
      action: { label: 'Manage your booking', url: manageUrl },
      outro: ['If you did not make this change, open your booking and contact us.'],
    },
    `Guest name updated: ${b.hotel.name} (${b.reference})`,
    ctx,
  );
}

export interface SignInPayload {
  link: string;
  expiresInMinutes: number;
}

export function signInLinkMail(p: SignInPayload, ctx: TemplateContext): RenderedMail {
  return render(
    {
      title: 'Your sign-in link',
      intro: [
        `Use this link to see your bookings with ${ctx.businessName} on this device.`,
        `It works once and expires in ${p.expiresInMinutes} minutes.`,
      ],
      rows: [],
      action: { label: 'See my bookings', url: p.link },
      outro: ['If you did not ask for this link, you can ignore this e-mail.'],
    },
    `Your sign-in link for ${ctx.businessName}`,
    ctx,
  );
}
