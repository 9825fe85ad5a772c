// Date text of the money path that tolerates missing or malformed values from storage.
import { formatDate, formatDeadline } from '../../lib/format.ts';

/** "Mon, 2 Dec 2026", or a dash when the date is missing or unreadable. */
export function safeFormatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  try {
    return formatDate(iso);
  } catch {
    return iso;
  }
}

/** "Sat, 5 Dec 2026, 6:00 pm IST" for a deadline instant; the raw text when it cannot be read. */
export function formatDeadlineText(iso: string): string {
  try {
    return formatDeadline(iso);
  } catch {
    return iso;
  }
}
